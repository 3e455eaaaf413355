/**
 * @jest-environment jsdom
 */
// The server renders Markdown with the reader's own pipeline: for every demo article, the HTML it
// makes in its thread (jsdom) equals what the page's renderMarkdown makes (here on jest's jsdom
// window; test/browser/serverMarkdown.test.ts holds it to Chromium's).
import { highlight } from '../../src/markdown/allGrammars';
import {
  prepareMarkdown,
  renderMarkdown,
  whenPipelineReady,
} from '../../src/markdown/renderMarkdown';
import { loadSeedContent } from '../db/seed/content';
import { ServerMarkdown } from './serverMarkdown';

/** Footnotes (ids from the source's hash) and code in languages loaded one by one on a page. */
const FOOTNOTES =
  'Claim[^a], again[^a], other[^b].\n\n```kotlin\nval x = 1\n```\n\n```toml\n[a]\nb = 1\n```\n\n' +
  '[^a]: A *note* with `code`.\n\n    A second paragraph.\n[^b]: B.\n';
const articles = [
  ...loadSeedContent().articles.map((article) => [article.key, article.body] as const),
  ['(footnotes and code)', FOOTNOTES] as const,
];
let server: ServerMarkdown;

beforeAll(async () => {
  // Parity, not speed: a busy machine must not turn a render into the unformatted fallback
  // (the budget has its own tests in serverMarkdown.test.ts).
  server = new ServerMarkdown({ budgetMs: 30_000 });
  await whenPipelineReady();
});
afterAll(() => server.close());

it('has demo articles to compare', () => {
  expect(articles.length).toBeGreaterThan(10);
});

it.each(articles)('renders the demo article %s as the page does', async (_key, body) => {
  await prepareMarkdown(body);
  const page = renderMarkdown(body);
  const rendered = await server.render(body, { origin: window.location.origin });
  expect(rendered.unformatted).toBeNull();
  expect(rendered.html).toBe(page.html);
  expect(rendered.headings).toEqual(page.headings);
});

it.each(articles.filter(([, body]) => body.includes('```')))(
  'highlights the code of %s as the page does',
  async (_key, body) => {
    await prepareMarkdown(body, { highlighter: highlight });
    const page = renderMarkdown(body, { highlighter: highlight });
    const rendered = await server.render(body, { origin: window.location.origin, highlight: true });
    expect(rendered.html).toBe(page.html);
  },
);

it('highlights fenced code with a known language', async () => {
  const rendered = await server.render('```ts\nconst a = 1;\n```', {
    origin: window.location.origin,
    highlight: true,
  });
  expect(rendered.html).toContain('<span class="hljs-keyword">const</span>');
});

it('treats links to another origin as external, as a page on that origin would', async () => {
  const source = '[home](https://blog.example.com/a) [other](https://elsewhere.example/b)';
  const rendered = await server.render(source, { origin: 'https://blog.example.com' });
  expect(rendered.html).toBe(
    '<p><a href="https://blog.example.com/a">home</a> <a href="https://elsewhere.example/b" ' +
      'target="_blank" rel="noopener noreferrer nofollow ugc">other</a></p>\n',
  );
});

it("turns Folio's own images into the page's <picture>, from the URL alone", async () => {
  const source =
    '![A kite](/media/0123456789abcdef0123456789abcdef-1200x800.jpg)\n\n' +
    '![elsewhere](https://elsewhere.example/a.png)';
  await prepareMarkdown(source);
  const rendered = await server.render(source, { origin: window.location.origin });
  expect(rendered.html).toBe(renderMarkdown(source).html);
  expect(rendered.html).toContain('<picture><source type="image/avif"');
  expect(rendered.html.match(/<picture>/g)).toHaveLength(1);
});
