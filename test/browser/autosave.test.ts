import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { contextGraphql, signedInContext } from './support/browserSession';

// A shared 2-core machine: every wait is on a state the UI reaches, with room.
const UI_TIMEOUT = 30_000;

const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'server', 'media');

describe('autosave in Chromium against the real server', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: MEDIA_DIR,
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  const graphql = <T>(context: BrowserContext, query: string, variables = {}) =>
    contextGraphql<T>(context, server.origin, query, variables);

  /** A new browser profile signed in as `handle`: nothing of another context's local copy. */
  const signedIn = (handle: string) =>
    signedInContext(browser, server.origin, handle, { viewport: { width: 1280, height: 800 } });

  async function openEditor(page: Page, slug: string): Promise<void> {
    await page.goto(`${server.origin}/articles/${slug}/edit`);
    await page.getByLabel('Body (Markdown)').waitFor({ timeout: UI_TIMEOUT });
  }

  function status(page: Page, text: string) {
    return page
      .getByRole('status')
      .filter({ hasText: /Draft|Published/ })
      .filter({ hasText: text });
  }

  it('a draft typed in one browser is on the server, without pressing Save, for another', async () => {
    const here = await signedIn('grace');
    const { createArticle } = await graphql<{
      createArticle: { article: { slug: string; revision: number } };
    }>(
      here,
      `
        mutation ($input: CreateArticleInput!) {
          createArticle(input: $input) {
            article {
              slug
              revision
            }
          }
        }
      `,
      { input: { title: 'Autosaved in Chromium', body: 'First line.' } },
    );
    const page = await here.newPage();
    await openEditor(page, createArticle.article.slug);
    const body = page.getByLabel('Body (Markdown)');
    // One input (a busy machine's pauses between keystrokes could autosave a part first).
    await body.fill('First line.\nTyped, never saved by hand.');
    await status(page, 'Saved · revision 2').waitFor({ timeout: UI_TIMEOUT });

    // Another browser (no local copy there) opens the editor: the text came from the server.
    const elsewhere = await signedIn('grace');
    const other = await elsewhere.newPage();
    await openEditor(other, createArticle.article.slug);
    expect(await other.getByLabel('Body (Markdown)').inputValue()).toBe(
      'First line.\nTyped, never saved by hand.',
    );
    await here.close();
    await elsewhere.close();
  });

  it('a published article’s autosaved edits reach the writer elsewhere, not its readers', async () => {
    const here = await signedIn('grace');
    const { viewer } = await graphql<{
      viewer: { articles: { edges: { node: { slug: string; body: string } }[] } };
    }>(here, '{ viewer { articles(first: 1) { edges { node { slug body } } } } }');
    const { slug, body: published } = viewer.articles.edges[0]!.node;
    const page = await here.newPage();
    await openEditor(page, slug);
    const body = page.getByLabel('Body (Markdown)');
    await body.fill(`${published}\n\nA pending paragraph.`);
    await status(page, 'not public until you update').waitFor({ timeout: UI_TIMEOUT });

    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    await readerPage.goto(`${server.origin}/articles/${slug}`);
    await readerPage.getByRole('main').waitFor({ timeout: UI_TIMEOUT });
    expect(await readerPage.getByText('A pending paragraph.').count()).toBe(0);

    const elsewhere = await signedIn('grace');
    const other = await elsewhere.newPage();
    await openEditor(other, slug);
    expect(await other.getByLabel('Body (Markdown)').inputValue()).toBe(
      `${published}\n\nA pending paragraph.`,
    );
    await reader.close();
    await here.close();
    await elsewhere.close();
  });
});
