import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { whenHydrated } from './support/pageWatch';

// A shared, slow 2-core machine: wait for UI states, never for a fixed time.
const UI_TIMEOUT = 30_000;

const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { viewer { handle } userErrors { message } }
}`;
const ARTICLES = `query Articles { articles(first: 50) { edges { node { slug title } } } }`;

describe('comments in Chromium against the real server', () => {
  let server: TestServer;
  let browser: Browser;
  const slugs = new Map<string, string>();

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
    });
    browser = await sharedBrowser();
    const response = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'Articles', query: ARTICLES, variables: {} }),
    });
    const body = (await response.json()) as {
      data: { articles: { edges: { node: { slug: string; title: string } }[] } };
    };
    for (const { node } of body.data.articles.edges) slugs.set(node.title, node.slug);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A page whose context holds `handle`'s session cookie, signed in through the API. */
  async function signedInPage(handle: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext();
    const response = await context.request.post(server.endpoint, {
      headers: { 'content-type': 'application/json' },
      data: {
        operationName: 'SignIn',
        query: SIGN_IN,
        variables: { input: { handle, password: 'folio-demo' } },
      },
    });
    const body = (await response.json()) as {
      data: { signIn: { viewer: { handle: string } | null } };
    };
    expect(body.data.signIn.viewer?.handle).toBe(handle);
    return { context, page: await context.newPage() };
  }

  async function openArticle(page: Page, title: string) {
    const slug = slugs.get(title);
    expect(slug).toBeDefined();
    await page.goto(`${server.origin}/articles/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: UI_TIMEOUT });
    // The composer is in the server's HTML; sending is the app's, which starts after that.
    await whenHydrated(page);
  }

  const comments = (page: Page) => page.getByRole('region', { name: /^\d+ comments?$/ });
  const commentBy = (page: Page, name: string, text: string) =>
    comments(page)
      .getByRole('article', { name: `Comment by ${name}` })
      .filter({ hasText: text });
  const heading = (page: Page, count: number) =>
    page.getByRole('heading', { level: 2, name: count === 1 ? '1 comment' : `${count} comments` });

  it('an author adds a Markdown comment, sees it kept after a reload, deletes it', async () => {
    const { context, page } = await signedInPage('grace');
    await openArticle(page, 'SQLite Is a Serious Database');
    await heading(page, 2).waitFor({ timeout: UI_TIMEOUT });

    const textbox = page.getByRole('textbox', { name: 'Your comment' });
    await textbox.fill('Agreed: **one file** is _plenty_ here.');
    await textbox.press('Control+Enter');

    const mine = commentBy(page, 'Grace Hopper', 'one file is plenty here.');
    await mine.locator('strong', { hasText: 'one file' }).waitFor({ timeout: UI_TIMEOUT });
    await expect(mine.locator('em').textContent()).resolves.toBe('plenty');
    await heading(page, 3).waitFor({ timeout: UI_TIMEOUT });
    // Cleared once the server has kept it.
    await page.waitForFunction(
      () => document.querySelector<HTMLTextAreaElement>('textarea[name="body"]')?.value === '',
      undefined,
      { timeout: UI_TIMEOUT },
    );

    await page.reload();
    await heading(page, 3).waitFor({ timeout: UI_TIMEOUT });
    await mine.locator('strong', { hasText: 'one file' }).waitFor({ timeout: UI_TIMEOUT });

    await mine.getByRole('button', { name: 'Delete' }).click();
    await mine.getByRole('button', { name: 'Yes, delete' }).click();
    await heading(page, 2).waitFor({ timeout: UI_TIMEOUT });
    await mine.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

    await page.reload();
    await heading(page, 2).waitFor({ timeout: UI_TIMEOUT });
    expect(await mine.count()).toBe(0);
    await context.close();
  });

  it("another author has no Delete on other people's comments", async () => {
    const { context, page } = await signedInPage('mira_okafor');
    await openArticle(page, 'SQLite Is a Serious Database');
    const others = comments(page).getByRole('article');
    await others.first().waitFor({ timeout: UI_TIMEOUT });
    expect(await others.count()).toBe(2);
    expect(await comments(page).getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // The composer is there all the same.
    await page.getByRole('textbox', { name: 'Your comment' }).waitFor({ timeout: UI_TIMEOUT });
    await context.close();
  });

  it("the editor deletes someone else's comment for good", async () => {
    const { context, page } = await signedInPage('ada');
    await openArticle(page, 'Cursor Pagination, Explained with One Diagram');
    await heading(page, 2).waitFor({ timeout: UI_TIMEOUT });
    const tomas = commentBy(page, 'Tomás Reyes', 'Row values');
    await tomas.getByRole('button', { name: 'Delete' }).click();
    await tomas.getByRole('button', { name: 'Yes, delete' }).click();
    await heading(page, 1).waitFor({ timeout: UI_TIMEOUT });

    await page.reload();
    await heading(page, 1).waitFor({ timeout: UI_TIMEOUT });
    expect(await tomas.count()).toBe(0);
    await commentBy(page, 'Mira Okafor', 'The diagram').waitFor({ timeout: UI_TIMEOUT });
    await context.close();
  });
});
