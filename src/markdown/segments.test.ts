import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { highlight } from './allGrammars';
import {
  clearRenderCache,
  prepareMarkdown,
  renderMarkdown,
  renderMarkdownWhole,
  whenPipelineReady,
} from './renderMarkdown';

// renderMarkdown renders an edited document a few blocks at a time and caches the pieces; these
// tests hold it to the output of the same pipeline run over the whole document in one piece.

const ARTICLES = resolve(__dirname, '../../server/db/seed/content/articles');

function demoArticles(): [string, string][] {
  return readdirSync(ARTICLES)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => [
      name,
      readFileSync(resolve(ARTICLES, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
    ]);
}

/** Enough plain blocks around `middle` that the document is cut into several segments. */
function padded(middle: string, blocks = 120): string {
  const filler = (from: number) =>
    Array.from({ length: blocks }, (_, i) => `Paragraph ${from + i} with *some* text.`).join(
      '\n\n',
    );
  return `${filler(0)}\n\n${middle}\n\n${filler(blocks)}\n`;
}

function expectSameAsWhole(source: string, highlighted = false, neighbourRendered = false): void {
  const options = highlighted ? { highlighter: highlight } : undefined;
  const whole = renderMarkdownWhole(source, options);
  // A document is rendered in segments when it is mostly made of the previous one's blocks
  // (an edit): render a neighbour first, as the editor preview would have, unless the caller's
  // previous render was one.
  if (!neighbourRendered) renderMarkdown(`${source}\n\nOne more paragraph.\n`, options);
  const segmented = renderMarkdown(source, options);
  expect(segmented.html).toBe(whole.html);
  expect(segmented.headings).toEqual(whole.headings);
}

// jsdom has no Worker: marked runs on this thread, once loaded.
beforeAll(() => whenPipelineReady());
beforeEach(() => clearRenderCache());

describe('segment-wise rendering equals rendering the whole document', () => {
  it.each(demoArticles())('for the demo article %s', (_name, source) => {
    expectSameAsWhole(source);
    expectSameAsWhole(source, true);
  });

  it('for all the demo articles as one long document', () => {
    const source = demoArticles()
      .map(([, text]) => text)
      .join('\n\n');
    expectSameAsWhole(source);
    expectSameAsWhole(source, true);
  });

  it('for reference links defined far from where they are used, and after they change', () => {
    const source = padded('See [the docs][docs] and ![logo][].', 150);
    const withDefs = `${source}\n[docs]: https://example.com/docs "Docs"\n[logo]: /logo.png\n`;
    expectSameAsWhole(withDefs);
    const changed = withDefs.replace('https://example.com/docs', '/local/docs');
    expectSameAsWhole(changed);
    expect(renderMarkdown(changed).html).toContain('href="/local/docs"');
    expectSameAsWhole(withDefs.replace('[logo]: /logo.png\n', ''));
  });

  it('for lists whose items are separated by blank lines', () => {
    const items = Array.from({ length: 60 }, (_, i) => `${i + 1}. item ${i}\n\n   more ${i}`);
    expectSameAsWhole(padded(items.join('\n\n')));
    expectSameAsWhole(padded(items.join('\n\n').replace(/^\d+\./gm, '-')));
  });

  it('for HTML blocks that span blank lines and Markdown in between', () => {
    const details = `<details>\n<summary>More</summary>\n\n${padded('inner', 40)}\n</details>`;
    expectSameAsWhole(padded(details));
    const html = renderMarkdown(padded(details)).html;
    expect(html).toMatch(/<details>[\s\S]*Paragraph 79[\s\S]*<\/details>/);
    expectSameAsWhole(padded('<div>\n\nopened\n\n</div>'));
    expectSameAsWhole(padded('<pre>\n\nfirst\n\nsecond\n</pre>'));
    expectSameAsWhole(padded('<!-- a comment\n\nspanning blocks\n\n-->'));
  });

  it('for raw HTML left open for the rest of the document', () => {
    for (const opener of [
      '<div>',
      'some <b>bold',
      '<table><tr><td>cell',
      '<table>',
      '<textarea>',
      '<!-- never closed',
      '<a href="/x">link',
      '<ul><li>item',
      '<select><option>x',
      '<p title="unterminated',
      '<template>',
      '<noscript>',
      '<svg><g>',
      '<math><mi>',
    ]) {
      expectSameAsWhole(padded(opener));
      expectSameAsWhole(`${opener}\n\n${padded('x')}`);
    }
  });

  it('for documents whose HTML opens a form or a frameset', () => {
    // After the first text a <frameset> is ignored; parsed on its own it would replace the body.
    const framesets = Array.from({ length: 200 }, (_, i) =>
      i % 3 ? '<frameset><frame></frameset>\n' : `p${i}\n`,
    );
    expectSameAsWhole(`x\n\n${framesets.join('\n')}`);
    expectSameAsWhole(`${padded('x')}\n<frameset><frame></frameset>\n`);
    expectSameAsWhole(`${padded('<table><form></table>')}\n<form><div></form>text\n`);
    expectSameAsWhole(`<FORM>\n\n${padded('x')}`);
  });

  it('for head-only elements at the start of a document and later', () => {
    for (const start of [
      '<style>p{}</style>',
      '<meta charset="x">',
      '<noscript><p>hi</p></noscript>',
      '<title>t</title>',
      '<!doctype html>',
    ]) {
      expectSameAsWhole(`${start}\n\n${padded(start)}`);
    }
  });

  it('for the same heading repeated across the document', () => {
    const sections = Array.from(
      { length: 80 },
      (_, i) => `## Setup\n\nText ${i}.\n\n### Setup ${i % 3}\n\n- a\n- b`,
    );
    const source = sections.join('\n\n');
    expectSameAsWhole(source);
    const { headings } = renderMarkdown(source);
    expect(
      headings
        .filter((h) => h.text === 'Setup')
        .map((h) => h.id)
        .slice(0, 3),
    ).toEqual(['h-setup', 'h-setup-1', 'h-setup-2']);
    expect(new Set(headings.map((h) => h.id)).size).toBe(headings.length);
  });

  it('for every keystroke of an edit in the middle of a long document', () => {
    let source = demoArticles()
      .slice(0, 12)
      .map(([, text]) => text)
      .join('\n\n');
    renderMarkdown(source, { highlighter: highlight });
    renderMarkdown(source);
    const at = source.indexOf('\n\n', source.length >> 1) + 2;
    // Typing that turns a paragraph into a heading, a fence, raw HTML, a list and back: each
    // keystroke's document is rendered in segments from the one before, as in the editor.
    for (const typed of ['# ', '```', '\n', '<b>', 'x', '\n\n', '- ', 'y', '</b>', '```\n']) {
      source = source.slice(0, at) + typed + source.slice(at);
      expectSameAsWhole(source, true, true);
      expectSameAsWhole(source, false, true);
    }
  });
});

describe('rendering ahead in slices (prepareMarkdown)', () => {
  async function expectPreparedSameAsWhole(source: string): Promise<void> {
    const whole = renderMarkdownWhole(source);
    const highlightedWhole = renderMarkdownWhole(source, { highlighter: highlight });
    clearRenderCache();
    await prepareMarkdown(source);
    expect(renderMarkdown(source).html).toBe(whole.html);
    expect(renderMarkdown(source).headings).toEqual(whole.headings);
    // The highlighted version, prepared after the plain one (as a page does once the
    // highlighter has loaded), reuses the plain segments without code.
    await prepareMarkdown(source, { highlighter: highlight });
    expect(renderMarkdown(source, { highlighter: highlight }).html).toBe(highlightedWhole.html);
  }

  it.each(demoArticles())(
    'equals the whole render for the demo article %s',
    async (_name, source) => {
      await expectPreparedSameAsWhole(source);
    },
  );

  it('equals the whole render for documents that must be rendered in one piece or merged', async () => {
    await expectPreparedSameAsWhole(`${padded('x')}\n<frameset><frame></frameset>\n`);
    await expectPreparedSameAsWhole(`<FORM>\n\n${padded('x')}`);
    await expectPreparedSameAsWhole(padded('some <b>bold'));
    await expectPreparedSameAsWhole(padded('<details>\n<summary>More</summary>\n\ninner'));
    await expectPreparedSameAsWhole(padded('See [the docs][docs].\n\n[docs]: /docs'));
  });

  it('leaves the result memoized: renderMarkdown then returns it as it is', async () => {
    const source = padded('## A heading');
    await prepareMarkdown(source);
    const first = renderMarkdown(source);
    expect(renderMarkdown(source)).toBe(first);
    // Preparing what is already there is a no-op.
    await prepareMarkdown(source);
    expect(renderMarkdown(source)).toBe(first);
  });

  it('gives the thread back between slices', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      await prepareMarkdown(padded('middle', 400));
    } finally {
      clearInterval(timer);
    }
    // The lexing, then one slice per segment (800 paragraphs: dozens of segments).
    expect(ticks).toBeGreaterThan(10);
  });

  it('stops once its signal aborts, and a later render is still whole and correct', async () => {
    const source = padded('middle', 400);
    const abort = new AbortController();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      const prepared = prepareMarkdown(source, { signal: abort.signal });
      abort.abort();
      await expect(prepared).resolves.toBeUndefined();
    } finally {
      clearInterval(timer);
    }
    // It stopped after the lexing, instead of going on through every segment.
    expect(ticks).toBeLessThanOrEqual(2);
    expect(renderMarkdown(source).html).toBe(renderMarkdownWhole(source).html);
  });
});
