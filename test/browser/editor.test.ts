import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { contextGraphql, signedInContext } from './support/browserSession';
import { chooseAction, editorBar, openSettings, publishFromBar } from './support/editorBar';

// A shared 2-core machine: every wait is on a state the UI reaches, with room.
const UI_TIMEOUT = 30_000;

const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'server', 'db', 'seed', 'media');

describe('the editor in Chromium against the real server', () => {
  let server: TestServer;
  let browser: Browser;
  // A database file and port of our own, so a test can stop the server and
  // start it again exactly as the browser knew it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-editor-'));
  const dbFile = path.join(dir, 'folio.db');
  let port = 0;

  async function start(): Promise<void> {
    server = await startBrowserServer({
      seed: 'demo',
      dbFile,
      port: port || undefined,
      clientDir: builtClient(),
      mediaDir: MEDIA_DIR,
    });
    port = Number(new URL(server.origin).port);
  }

  beforeAll(async () => {
    await start();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const graphql = <T>(context: BrowserContext, query: string, variables = {}) =>
    contextGraphql<T>(context, server.origin, query, variables);

  const signedIn = (handle: string) => signedInContext(browser, server.origin, handle);

  /** Published demo articles with their authors. */
  async function publishedArticles(context: BrowserContext) {
    const data = await graphql<{
      articles: { edges: Array<{ node: { slug: string; author: { handle: string } } }> };
    }>(context, '{ articles(first: 50) { edges { node { slug author { handle } } } } }');
    return data.articles.edges.map((edge) => edge.node);
  }

  async function openEditor(page: Page, url: string): Promise<void> {
    await page.goto(url);
    await page.getByLabel('Title', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
  }

  function status(page: Page) {
    return page.getByRole('status').filter({ hasText: /Draft|Published|Archived|New/ });
  }

  async function waitForStatus(page: Page, text: string): Promise<void> {
    await status(page).filter({ hasText: text }).waitFor({ timeout: UI_TIMEOUT });
  }

  const body = (page: Page) => page.getByLabel('Body (Markdown)');

  it('writes with a live preview, saves, publishes, and a signed-out reader sees it on /', async () => {
    const context = await signedIn('grace');
    const page = await context.newPage();
    await openEditor(page, `${server.origin}/write`);

    const title = `Browser notes ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Tags').fill('Browser Testing, Notes');
    await page.getByRole('list', { name: 'Tags as saved' }).getByText('#browser-testing').waitFor();
    await page.getByLabel('Summary').fill('Written in Chromium.');
    await body(page).fill('## Section heading\n\nSome *text*.\n\n```js\nconst answer = 42;\n```\n');

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview
      .getByRole('heading', { level: 2, name: /Section heading/ })
      .waitFor({ timeout: UI_TIMEOUT });
    await preview.locator('pre code').filter({ hasText: 'const answer = 42;' }).waitFor();
    expect(await preview.locator('em').textContent()).toBe('text');

    await chooseAction(page, 'Save draft');
    // A draft's slug carries a random part, so its title confirms nothing (server/README.md "Slugs").
    await page.waitForURL(/\/articles\/browser-notes-\d+--[0-9a-f]{8}\/edit$/, {
      timeout: UI_TIMEOUT,
    });
    await waitForStatus(page, 'Saved · revision 1');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);

    // The first publish gives it the title's own slug; the editor follows, and
    // its next save is based on the publish's revision (no CONFLICT with itself).
    await publishFromBar(page);
    await page.waitForURL(/\/articles\/browser-notes-\d+\/edit$/, { timeout: UI_TIMEOUT });
    await page.getByText('The article is published.').waitFor({ timeout: UI_TIMEOUT });
    await waitForStatus(page, 'Published');
    // An existing article's settings are folded away: the body comes first.
    const settings = await openSettings(page);
    await settings.getByLabel('Summary').fill('Written in Chromium, then published.');
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    await chooseAction(page, 'Update');
    await waitForStatus(page, 'Saved · revision 3');
    const publicPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await editorBar(page).getByRole('button', { name: 'More' }).click();
    expect(await page.getByRole('link', { name: 'View article' }).getAttribute('href')).toBe(
      publicPath,
    );

    // In the app, without a reload: the home page features it, the newest story.
    await page.getByRole('link', { name: 'Folio', exact: true }).click();
    await page.waitForURL(`${server.origin}/`);
    const featured = page.getByRole('region', { name: title });
    await featured.getByRole('link', { name: title }).waitFor({ timeout: UI_TIMEOUT });

    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    await readerPage.goto(`${server.origin}/`);
    await readerPage.getByRole('link', { name: title }).waitFor({ timeout: UI_TIMEOUT });
    expect(await readerPage.getByRole('link', { name: title }).getAttribute('href')).toBe(
      publicPath,
    );
    await readerPage.goto(`${server.origin}/tags/notes`);
    await readerPage.getByRole('link', { name: title }).waitFor({ timeout: UI_TIMEOUT });
    await reader.close();
    await context.close();
  });

  it('two tabs saving the same article: the second sees the conflict, and both choices work', async () => {
    const context = await signedIn('ada');
    const [article] = await publishedArticles(context);
    const url = `${server.origin}/articles/${article!.slug}/edit`;
    const first = await context.newPage();
    const second = await context.newPage();
    await openEditor(first, url);
    await openEditor(second, url);
    const revision = Number(
      /Revision (\d+)/.exec((await status(first).textContent()) ?? '')?.[1] ?? NaN,
    );
    expect(revision).toBeGreaterThan(0);

    await body(first).press('End');
    await body(first).pressSequentially(' From tab one.');
    await chooseAction(first, 'Update');
    await waitForStatus(first, `Saved · revision ${revision + 1}`);

    await body(second).press('End');
    await body(second).pressSequentially(' From tab two.');
    await chooseAction(second, 'Update');
    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved' });
    await conflict.getByText(`revision ${revision + 1}`).waitFor({ timeout: UI_TIMEOUT });
    expect(await body(second).inputValue()).toContain('From tab two.');
    expect(await body(second).inputValue()).not.toContain('From tab one.');

    // Keep mine: the next save deliberately replaces revision n+1.
    await conflict.getByRole('button', { name: 'Keep editing mine' }).click();
    await chooseAction(second, 'Update');
    await waitForStatus(second, `Saved · revision ${revision + 2}`);

    // The first tab is now behind: it loads theirs, after confirming.
    await body(first).pressSequentially(' Again.');
    await chooseAction(first, 'Update');
    const behind = first.getByRole('alert').filter({ hasText: 'Someone else saved' });
    await behind.getByRole('button', { name: 'Load their version' }).click();
    await behind.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    await waitForStatus(first, `Revision ${revision + 2}`);
    const loaded = await body(first).inputValue();
    expect(loaded).toContain('From tab two.');
    expect(loaded).not.toContain('Again.');
    await context.close();
  });

  it("refuses another author's article with a clear message and a way back", async () => {
    const context = await signedIn('grace');
    const others = (await publishedArticles(context)).filter(
      (article) => article.author.handle !== 'grace',
    );
    const page = await context.newPage();
    await page.goto(`${server.origin}/articles/${others[0]!.slug}/edit`);
    await page
      .getByText("You can't edit this article: only its author and editors can.")
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByLabel('Title', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: /Back to/ }).click();
    await page.waitForURL(`${server.origin}/articles/${others[0]!.slug}`);
    await context.close();
  });

  it('a signed-out visit to the editor goes to sign in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.origin}/write`);
    await page.waitForURL(/\/signin\?redirect=%2Fwrite$/, { timeout: UI_TIMEOUT });
    await context.close();
  });

  it('loses nothing typed while the server is down: Retry saves, and a reload offers the local copy', async () => {
    const context = await signedIn('ada');
    const [, article] = await publishedArticles(context);
    const url = `${server.origin}/articles/${article!.slug}/edit`;
    const page = await context.newPage();
    await openEditor(page, url);
    const revision = Number(
      /Revision (\d+)/.exec((await status(page).textContent()) ?? '')?.[1] ?? NaN,
    );

    await server.close();
    await body(page).press('End');
    await body(page).pressSequentially(' Typed while the server was down.');
    await chooseAction(page, 'Update');
    const failure = page.getByRole('alert').filter({ hasText: 'could not be saved' });
    await failure.waitFor({ timeout: UI_TIMEOUT });
    expect(await failure.textContent()).toContain('Folio cannot reach the server.');
    expect(await failure.textContent()).toContain('Nothing you typed is lost');
    expect(await body(page).inputValue()).toContain('Typed while the server was down.');

    await start();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await waitForStatus(page, `Saved · revision ${revision + 1}`);
    expect(await failure.count()).toBe(0);

    // Down again: fail, then reload once the server is back. The browser asks
    // before the reload drops unsaved changes; the local copy is offered after.
    await server.close();
    await body(page).pressSequentially(' Second attempt.');
    await chooseAction(page, 'Update');
    await failure.waitFor({ timeout: UI_TIMEOUT });
    await start();
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.getByLabel('Title', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(prompts).toEqual(['beforeunload']);
    expect(await body(page).inputValue()).not.toContain('Second attempt.');
    const offer = page.getByRole('region', { name: 'Unsaved changes found' });
    await offer.waitFor({ timeout: UI_TIMEOUT });
    expect(await offer.locator('time').count()).toBe(1);
    await offer.getByRole('button', { name: 'Restore my changes' }).click();
    expect(await body(page).inputValue()).toContain(
      'Typed while the server was down. Second attempt.',
    );
    await chooseAction(page, 'Update');
    await waitForStatus(page, `Saved · revision ${revision + 2}`);

    // Saved: the copy is gone, so a reload offers nothing.
    await page.reload();
    await page.getByLabel('Title', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByRole('region', { name: 'Unsaved changes found' }).count()).toBe(0);
    expect(await body(page).inputValue()).toContain('Second attempt.');
    await context.close();
  });
});
