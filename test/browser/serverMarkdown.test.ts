import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ServerMarkdown } from '../../server/render/serverMarkdown';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { publishArticle, signUp } from './support/folioApi';

// Both sides of the one Markdown pipeline: the article page's rendered `.markdown` in Chromium
// is, byte for byte, what the server renders for the same article (highlighted where the page
// highlights, once it is idle).

const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'server', 'db', 'seed', 'media');
let server: TestServer;
let browser: Browser;
let markdown: ServerMarkdown;

beforeAll(async () => {
  server = await startBrowserServer({
    seed: 'demo',
    clientDir: builtClient(),
    mediaDir: MEDIA_DIR,
  });
  browser = await sharedBrowser();
  markdown = new ServerMarkdown();
});
afterAll(async () => {
  await markdown?.close();
  await server?.close();
});

function articles(): { slug: string; body: string }[] {
  return server.db
    .prepare(
      `SELECT slug, body FROM articles WHERE status = 'PUBLISHED'
       ORDER BY slug = 'footnotes-and-code' DESC, length(body) DESC LIMIT 5`,
    )
    .all() as { slug: string; body: string }[];
}

it('renders demo articles in Chromium exactly as the server does', async () => {
  // And one with footnotes, a task list and code in grammars the page loads one by one.
  const session = await signUp(server.origin, 'parity', 'Parity');
  await publishArticle(session, {
    title: 'Footnotes and code',
    body: 'Claim[^a], again[^a].\n\n```kotlin\nval x = 1\n```\n\n- [ ] to do\n- [x] done\n\n[^a]: A *note*.\n',
  });
  expect(articles()[0]!.slug).toBe('footnotes-and-code');
  const page = await browser.newPage();
  for (const { slug, body } of articles()) {
    const expected = await markdown.render(body, {
      origin: server.origin,
      highlight: /^ {0,3}(?:```|~~~)/m.test(body),
    });
    await page.goto(`${server.origin}/articles/${slug}`);
    const html = await page
      .waitForFunction(
        (want) => {
          const element = document.querySelector('article .markdown, .markdown');
          if (!element) return null;
          // The code blocks' label and Copy button are the page's own UI, beside the HTML.
          const copy = element.cloneNode(true) as Element;
          for (const tools of copy.querySelectorAll('.code-tools')) tools.remove();
          return copy.innerHTML === want ? copy.innerHTML : null;
        },
        expected.html,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(async () =>
        page
          .locator('.markdown')
          .first()
          .evaluate((element) => {
            const copy = element.cloneNode(true) as Element;
            for (const tools of copy.querySelectorAll('.code-tools')) tools.remove();
            return copy.innerHTML;
          }),
      );
    expect(html).toBe(expected.html);
  }
  await page.close();
});
