import { highlight } from './allGrammars';
import {
  hasFencedCode,
  isRenderedMarkdown,
  renderMarkdown,
  whenPipelineReady,
} from './renderMarkdown';
import { isAllowedUrl } from './sanitizerPolicy';

// jsdom has no Worker: marked runs on this thread, once loaded.
beforeAll(() => whenPipelineReady());

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

function render(source: string, highlighted = false): HTMLElement {
  return parse(renderMarkdown(source, highlighted ? { highlighter: highlight } : undefined).html);
}

describe('GitHub-flavoured Markdown', () => {
  it('renders tables with their alignment', () => {
    const body = render('| Name | Count |\n|:-----|------:|\n| ada | 3 |');
    const headers = Array.from(body.querySelectorAll('table thead th'), (th) => th.textContent);
    expect(headers).toEqual(['Name', 'Count']);
    expect(body.querySelector('tbody td:last-child')?.getAttribute('align')).toBe('right');
  });

  it('renders task lists as disabled checkboxes', () => {
    const body = render('- [ ] open\n- [x] done');
    const boxes = Array.from(body.querySelectorAll('li input'));
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.getAttribute('type')).toBe('checkbox');
      expect(box.hasAttribute('disabled')).toBe(true);
    }
    expect(boxes.map((box) => box.hasAttribute('checked'))).toEqual([false, true]);
  });

  it('names each task checkbox by its state, whatever the source claims', () => {
    const body = render('- [ ] open\n- [x] done\n- <input aria-label="Done"> fake');
    const names = Array.from(body.querySelectorAll('input'), (box) =>
      box.getAttribute('aria-label'),
    );
    expect(names).toEqual(['Not done', 'Done']);
  });

  it('keeps no checkbox that raw HTML writes, only the task-list ones', () => {
    const body = render('- [x] real\n- <input type="checkbox" checked disabled> fake');
    expect(body.querySelectorAll('input')).toHaveLength(1);
    expect(body.querySelector('li:last-child')?.textContent?.trim()).toBe('fake');
  });

  it('renders strikethrough', () => {
    expect(render('~~gone~~').querySelector('del')?.textContent).toBe('gone');
  });

  it('turns bare URLs and addresses into links', () => {
    const links = Array.from(
      render(
        'see https://example.com/a?b=1 or www.example.org or ada@example.com',
      ).querySelectorAll('a'),
      (a) => a.getAttribute('href'),
    );
    expect(links).toEqual([
      'https://example.com/a?b=1',
      'http://www.example.org',
      'mailto:ada@example.com',
    ]);
  });

  it('marks fenced code with its language and escapes it', () => {
    const code = render('```ts\nconst a = "<b>";\n```').querySelector('pre > code');
    expect(code?.className).toBe('language-ts');
    expect(code?.textContent).toBe('const a = "<b>";');
    expect(code?.querySelector('b')).toBeNull();
  });

  it('makes code blocks keyboard-focusable, so wide ones can be scrolled without a mouse', () => {
    const blocks = render('```\nlong line\n```\n\n    indented code').querySelectorAll('pre');
    expect(blocks).toHaveLength(2);
    for (const pre of blocks) expect(pre.getAttribute('tabindex')).toBe('0');
  });

  it('drops a fence language that is not a plain word', () => {
    const code = render('```ts"><b>x\ny\n```').querySelector('pre > code');
    expect(code?.hasAttribute('class')).toBe(false);
    expect(code?.textContent).toBe('y');
  });
});

describe('headings', () => {
  const source =
    '# Intro\n\n## Setup & use\n\n## Setup & use\n\n### Intro\n\n#### location\n\n## Ünïcode 2';

  it('get prefixed ids, unique within the document', () => {
    const ids = Array.from(render(source).querySelectorAll('h1, h2, h3, h4'), (h) => h.id);
    expect(ids).toEqual([
      'h-intro',
      'h-setup-use',
      'h-setup-use-1',
      'h-intro-1',
      'h-location',
      'h-ünïcode-2',
    ]);
  });

  it('stay unique when a heading reads like another one’s suffixed id', () => {
    const { headings } = renderMarkdown('# A\n\n# A\n\n# A-1\n\n# A');
    expect(headings.map((h) => h.id)).toEqual(['h-a', 'h-a-1', 'h-a-1-1', 'h-a-2']);
  });

  it('number a thousand repeats of one heading in order', () => {
    const { headings } = renderMarkdown('## Same\n\n'.repeat(1000));
    expect(headings.map((h) => h.id)).toEqual(
      Array.from({ length: 1000 }, (_, i) => (i === 0 ? 'h-same' : `h-same-${i}`)),
    );
  });

  it('are listed with the ids, plain text and depth of the HTML', () => {
    const { html, headings } = renderMarkdown(source);
    const body = parse(html);
    const fromHtml = Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => ({
      id: h.id,
      depth: Number(h.tagName[1]),
    }));
    expect(headings.map(({ id, depth }) => ({ id, depth }))).toEqual(fromHtml);
    expect(headings[1]).toEqual({ id: 'h-setup-use', text: 'Setup & use', depth: 2 });
  });

  it('take their text from what the reader sees, markup removed', () => {
    const { headings } = renderMarkdown('## Use *the* `api` <b>now</b>');
    expect(headings).toEqual([{ id: 'h-use-the-api-now', text: 'Use the api now', depth: 2 }]);
  });

  it('carry an anchor link to themselves named after the section', () => {
    const heading = render('## Getting started').querySelector('h2');
    const anchor = heading?.querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('#h-getting-started');
    expect(anchor?.getAttribute('aria-label')).toBe('Link to section: Getting started');
  });

  it('ignore ids written in raw HTML', () => {
    const body = render('<h2 id="location">x</h2>\n\n<p id="cookie">y</p>');
    expect(body.querySelector('h2')?.id).toBe('h-x');
    expect(body.querySelector('p')?.hasAttribute('id')).toBe(false);
  });
});

describe('links and images', () => {
  it('open external links in a new tab without referrer or ranking credit', () => {
    for (const href of ['https://example.com/x', 'http://other.example', '//other.example/x']) {
      const link = render(`[x](${href})`).querySelector('a');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    }
  });

  it('leave links into the app alone', () => {
    const sameOrigin = `${window.location.origin}/tags/react`;
    for (const href of [
      '/articles/hello',
      'relative/page',
      '#h-intro',
      sameOrigin,
      'mailto:a@b.c',
    ]) {
      const link = render(`[x](${href})`).querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.hasAttribute('target')).toBe(false);
      expect(link?.hasAttribute('rel')).toBe(false);
    }
  });

  it('remove javascript:, vbscript: and data: destinations but keep the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'VBScript:x',
      'data:text/html,x',
      'java&#x73;cript:x',
    ]) {
      const link = render(`[click](${href})`).querySelector('a');
      expect(link?.textContent).toBe('click');
      expect(link?.hasAttribute('href')).toBe(false);
    }
  });

  it('load images lazily and asynchronously', () => {
    const image = render('![A cat](https://example.com/cat.png "Cat")').querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.com/cat.png');
    expect(image?.getAttribute('alt')).toBe('A cat');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
  });

  it('refuse data: and mailto: image sources', () => {
    for (const src of ['data:image/png;base64,AAAA', 'mailto:a@b.c']) {
      expect(render(`![x](${src})`).querySelector('img')?.hasAttribute('src')).toBe(false);
    }
  });

  it('allow http(s), mailto and relative URLs, nothing else', () => {
    expect(isAllowedUrl('https://a.example', 'href')).toBe(true);
    expect(isAllowedUrl('/a:b', 'src')).toBe(true);
    expect(isAllowedUrl('mailto:a@b.c', 'href')).toBe(true);
    expect(isAllowedUrl('mailto:a@b.c', 'src')).toBe(false);
    expect(isAllowedUrl(' \u0001java\tscript:x', 'href')).toBe(false);
    expect(isAllowedUrl('tel:123', 'href')).toBe(false);
  });
});

describe('raw HTML', () => {
  it('keeps harmless formatting and drops styles, classes and unknown attributes', () => {
    const body = render(
      '<p class="btn" style="color:red" data-x="1" aria-hidden="true">Hi <kbd>K</kbd></p>',
    );
    const paragraph = body.querySelector('p');
    expect(paragraph?.querySelector('kbd')?.textContent).toBe('K');
    expect(paragraph?.attributes).toHaveLength(0);
  });
});

describe('code highlighting', () => {
  const source = '```ts\nconst answer: number = 42;\n```';

  it('is absent without a highlighter', () => {
    expect(render(source).querySelector('[class^="hljs"]')).toBeNull();
  });

  it('produces hljs spans when a highlighter is passed', () => {
    const code = render(source, true).querySelector('pre > code');
    expect(code?.classList.contains('hljs')).toBe(true);
    expect(code?.textContent).toBe('const answer: number = 42;');
    const keyword = code?.querySelector('span.hljs-keyword');
    expect(keyword?.textContent).toBe('const');
  });

  it('leaves unknown languages plain', () => {
    const code = render('```klingon\nqapla\n```', true).querySelector('pre > code');
    expect(code?.querySelector('span')).toBeNull();
    expect(code?.className).toBe('language-klingon');
  });

  it('goes through the sanitizer like everything else', () => {
    const evil = () =>
      '<span class="hljs-x btn" onclick="alert(1)">a</span><img src=x onerror=alert(1)>';
    const code = parse(renderMarkdown('```ts\nx\n```', { highlighter: evil }).html).querySelector(
      'code',
    );
    expect(code?.innerHTML).toBe(
      '<span class="hljs-x">a</span><img src="x" loading="lazy" decoding="async">',
    );
  });

  it('recognizes fenced code only', () => {
    expect(hasFencedCode('text\n\n```js\nx\n```')).toBe(true);
    expect(hasFencedCode('   ~~~\nx\n~~~')).toBe(true);
    expect(hasFencedCode('inline ``` fence')).toBe(false);
  });
});

describe('memoization', () => {
  it('returns the identical frozen object for the same source', () => {
    const first = renderMarkdown('# Same\n\ntext');
    expect(renderMarkdown('# Same\n\ntext')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(isRenderedMarkdown(first)).toBe(true);
    expect(isRenderedMarkdown({ ...first })).toBe(false);
  });

  it('keeps plain and highlighted results apart', () => {
    const source = '```js\nlet memo = 1;\n```';
    const plain = renderMarkdown(source);
    const highlighted = renderMarkdown(source, { highlighter: highlight });
    expect(highlighted).not.toBe(plain);
    expect(renderMarkdown(source, { highlighter: highlight })).toBe(highlighted);
    expect(renderMarkdown(source)).toBe(plain);
  });

  it('shares the plain result when there is no code to highlight', () => {
    const plain = renderMarkdown('no code here');
    expect(renderMarkdown('no code here', { highlighter: highlight })).toBe(plain);
  });

  it('renders a long article completely, as long as the render budget allows', () => {
    // Nine elements a section: 400 of them are 3,600 of the budget's 4,000.
    const section = '## Part\n\nSome *text* with `code` and [a link](/x).\n\n- a\n- b\n\n';
    const { headings } = renderMarkdown(section.repeat(400));
    expect(headings).toHaveLength(400);
    expect(headings[399]?.id).toBe('h-part-399');
  });
});
