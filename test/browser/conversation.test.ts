import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, publishArticle, signIn } from './support/folioApi';
import { whenHydrated } from './support/pageWatch';

// Issue 29's live updates, likes on articles and held comments in Chromium against the real
// server. A shared, slow 2-core machine: wait for what the reader sees, never for a time.
const UI_TIMEOUT = 30_000;

const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { viewer { handle } userErrors { message } }
}`;

describe('conversation in Chromium against the real server', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBrowserServer({ seed: 'demo', clientDir: builtClient() });
    await server.createUser('linus', 'READER');
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A page whose context holds `handle`'s session cookie, signed in through the API. */
  async function signedInPage(
    handle: string,
    password = DEMO_PASSWORD,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext();
    const response = await context.request.post(server.endpoint, {
      headers: { 'content-type': 'application/json' },
      data: { operationName: 'SignIn', query: SIGN_IN, variables: { input: { handle, password } } },
    });
    const body = (await response.json()) as {
      data: { signIn: { viewer: { handle: string } | null } };
    };
    expect(body.data.signIn.viewer?.handle).toBe(handle);
    return { context, page: await context.newPage() };
  }

  async function openArticle(page: Page, slug: string) {
    await page.goto(`${server.origin}/articles/${slug}`);
    await whenHydrated(page);
  }

  /** Resolves once the comment list's stream has named its first version (the server's signal). */
  const streaming = (page: Page) =>
    page.locator('section.comments[data-live="streaming"]').waitFor({ timeout: UI_TIMEOUT });

  const commentBy = (page: Page, name: string, text: string) =>
    page.getByRole('article', { name: `Comment by ${name}` }).filter({ hasText: text });

  it('a comment written in one tab appears in another without a reload, and leaves it when deleted', async () => {
    const grace = await signIn(server.origin, 'grace');
    const { slug } = await publishArticle(grace, { title: 'Live talk', body: 'Words.' });
    const visitor = await browser.newContext();
    const watching = await visitor.newPage();
    await openArticle(watching, slug);
    await streaming(watching);
    const firstDocument = await watching.evaluate(() => performance.timeOrigin);

    const writer = await signedInPage('mira_okafor');
    await openArticle(writer.page, slug);
    const textbox = writer.page.getByRole('textbox', { name: 'Your comment' });
    await textbox.fill('Fresh from **another tab**');
    await textbox.press('Control+Enter');
    const mine = commentBy(writer.page, 'Mira Okafor', 'Fresh from another tab');
    // Kept once the composer is cleared: the server has answered.
    await writer.page.waitForFunction(
      () => document.querySelector<HTMLTextAreaElement>('textarea[name="body"]')?.value === '',
      undefined,
      { timeout: UI_TIMEOUT },
    );
    const keptAt = Date.now();
    const arrived = commentBy(watching, 'Mira Okafor', 'Fresh from another tab');
    await arrived.locator('strong', { hasText: 'another tab' }).waitFor({ timeout: UI_TIMEOUT });
    const latency = Date.now() - keptAt;
    // The figure the issue asks for (2 s); reported, not asserted, on a loaded machine.
    console.log(`live comment reached the second tab ${latency} ms after the server kept it`);
    await watching.getByRole('heading', { level: 2, name: '1 comment' }).waitFor({
      timeout: UI_TIMEOUT,
    });
    expect(await watching.evaluate(() => performance.timeOrigin)).toBe(firstDocument);

    await mine.getByRole('button', { name: 'Delete' }).click();
    await mine.getByRole('button', { name: 'Yes, delete' }).click();
    await arrived.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await watching.getByRole('heading', { level: 2, name: 'Comments' }).waitFor({
      timeout: UI_TIMEOUT,
    });
    await writer.context.close();
    await visitor.close();
  });

  it('a reader likes an article once; the like is kept and can be taken back', async () => {
    const grace = await signIn(server.origin, 'grace');
    const { slug } = await publishArticle(grace, { title: 'Likeable', body: 'Words.' });
    const { context, page } = await signedInPage('linus', 'password1');
    await openArticle(page, slug);
    const like = page.getByRole('button', { name: /^Like this article/ });
    await expect(like.getAttribute('aria-pressed')).resolves.toBe('false');
    await like.press('Enter');
    await page
      .getByRole('button', { name: 'Like this article (1 like)', pressed: true })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await whenHydrated(page);
    await page
      .getByRole('button', { name: 'Like this article (1 like)', pressed: true })
      .press('Enter');
    await page
      .getByRole('button', { name: 'Like this article (0 likes)', pressed: false })
      .waitFor({ timeout: UI_TIMEOUT });
    await context.close();
  });

  it('a new reader’s first comment waits for an editor, who approves it and can stop the account', async () => {
    await server.store.site.setHeldFirstComments(1);
    try {
      const grace = await signIn(server.origin, 'grace');
      const { slug } = await publishArticle(grace, { title: 'Held talk', body: 'Words.' });
      const reader = await signedInPage('linus', 'password1');
      await openArticle(reader.page, slug);
      const textbox = reader.page.getByRole('textbox', { name: 'Your comment' });
      await textbox.fill('My very first comment');
      await textbox.press('Control+Enter');
      const held = commentBy(reader.page, 'LINUS', 'My very first comment');
      await held.getByText('awaiting approval').waitFor({ timeout: UI_TIMEOUT });

      const visitor = await browser.newContext();
      const watching = await visitor.newPage();
      await openArticle(watching, slug);
      await streaming(watching);
      expect(await watching.getByText('My very first comment').count()).toBe(0);

      const editor = await signedInPage('ada');
      await editor.page.goto(`${server.origin}/moderation`);
      const item = editor.page.getByRole('listitem').filter({ hasText: 'My very first comment' });
      await item.getByText('awaiting approval').waitFor({ timeout: UI_TIMEOUT });
      expect(await axeViolations(editor.page)).toEqual([]);
      await item.getByRole('button', { name: 'Approve' }).press('Enter');
      await item.getByRole('button', { name: 'Dismiss reports' }).waitFor({ timeout: UI_TIMEOUT });
      // Approved, it reaches the visitor's open page by itself.
      await commentBy(watching, 'LINUS', 'My very first comment').waitFor({ timeout: UI_TIMEOUT });

      await item.getByRole('button', { name: 'Stop @linus commenting' }).press('Enter');
      await item
        .getByRole('button', { name: 'Let @linus comment again' })
        .waitFor({ timeout: UI_TIMEOUT });
      await textbox.fill('Am I still heard?');
      await textbox.press('Control+Enter');
      await reader.page
        .getByText('An editor has stopped this account commenting.')
        .waitFor({ timeout: UI_TIMEOUT });
      await item.getByRole('button', { name: 'Let @linus comment again' }).press('Enter');
      await item
        .getByRole('button', { name: 'Stop @linus commenting' })
        .waitFor({ timeout: UI_TIMEOUT });
      await editor.context.close();
      await visitor.close();
      await reader.context.close();
    } finally {
      await server.store.site.setHeldFirstComments(0);
    }
  });
});
