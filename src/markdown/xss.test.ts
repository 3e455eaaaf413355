import { highlight } from './allGrammars';
import { assertInert, findExecutable } from './assertInert';
import { renderMarkdown, whenPipelineReady } from './renderMarkdown';
import { xssCorpus } from './xssCorpus';
import { dompurifyFixtures } from '../../test/hostile/dompurifyFixtures';

// jsdom has no Worker: marked runs on this thread, once loaded.
beforeAll(() => whenPipelineReady());

describe('the inertness checker', () => {
  it('accepts ordinary rendered Markdown', () => {
    expect(
      findExecutable(renderMarkdown('# Hi\n\n[a](/x) ![b](https://e.example/b.png)').html),
    ).toEqual([]);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<b onclick="x">b</b>'],
    ['a style attribute', '<b style="color:red">b</b>'],
    ['a javascript: link', '<a href=" JaVa&#x09;script:alert(1)">a</a>'],
    ['a double-encoded javascript: link', '<a href="javascript&amp;colon;alert(1)">a</a>'],
    ['a data: image', '<img src="data:image/png;base64,AA">'],
    ['a mailto: image', '<img src="mailto:a@b.c">'],
    ['an svg element', '<svg><g></g></svg>'],
    ['a clobbering id', '<div id="cookie"></div>'],
    ['a clobbering name', '<img name="getElementById">'],
    ['a text input', '<input value="x">'],
    ['a srcset entry', '<img srcset="https://a.example/a.png 1x, javascript:x 2x">'],
  ])('rejects %s', (_label, html) => {
    expect(findExecutable(html)).not.toEqual([]);
    expect(() => assertInert(html)).toThrow('is not inert');
  });
});

describe('Markdown XSS corpus', () => {
  it('has enough distinct vectors to mean something', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(xssCorpus.map((vector) => vector.name)).size).toBe(xssCorpus.length);
  });

  it.each(xssCorpus.map((vector) => [vector.name, vector.markdown]))(
    '%s renders inert',
    (name, markdown) => {
      assertInert(renderMarkdown(markdown).html, name);
      assertInert(
        renderMarkdown(markdown, { highlighter: highlight }).html,
        `${name} (highlighted)`,
      );
    },
  );

  it('keeps no dangerous URL even inside a fenced code block that is highlighted', () => {
    const { html } = renderMarkdown('```html\n<a href="javascript:alert(1)" onclick=x>a</a>\n```', {
      highlighter: highlight,
    });
    assertInert(html);
    expect(new DOMParser().parseFromString(html, 'text/html').body.textContent).toContain(
      'javascript:alert(1)',
    );
  });
});

describe("DOMPurify's published fixtures, as Markdown", () => {
  const fixtures = dompurifyFixtures();

  it('are all there', () => {
    expect(fixtures).toHaveLength(223);
  });

  it.each(
    fixtures.map((fixture, index) => [index, fixture.title ?? '(untitled)', fixture.payload]),
  )('#%i %s renders inert', (_index, title, payload) => {
    assertInert(renderMarkdown(String(payload)).html, String(title));
  });
});
