import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { axeViolations } from './support/axe';
import { ADD_COMMENT, publishArticle, signIn } from './support/folioApi';
import type { ApiSession } from './support/folioApi';
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

  /** Adds a comment (a reply with `parentId`) through the API; returns its id. */
  async function comment(
    session: ApiSession,
    articleId: string,
    body: string,
    parentId?: string,
  ): Promise<string> {
    const data = await session.request<{ addComment: { comment: { id: string } } }>(ADD_COMMENT, {
      input: { articleId, body, parentId },
    });
    return data.addComment.comment.id;
  }

  /** Presses every "N more replies" until none is left. */
  async function openAllReplies(page: Page): Promise<void> {
    const more = page.getByRole('button', { name: /^\d+ more repl/ });
    for (let count = await more.count(); count > 0; count = await more.count()) {
      await more.first().press('Enter');
      await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('button')].filter((button) =>
            /^\d+ more repl/.test(button.textContent ?? ''),
          ).length < before,
        count,
        { timeout: UI_TIMEOUT },
      );
    }
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`threads at ${viewport.width}×${viewport.height}: reply, like, edit and delete by keyboard, axe-clean`, async () => {
      const graceApi = await signIn(server.origin, 'grace');
      const mira = await signIn(server.origin, 'mira_okafor');
      const { id, slug } = await publishArticle(graceApi, {
        title: `Threads at ${viewport.width}`,
        body: 'Talk below.',
      });
      const opener = await comment(mira, id, 'Opening remark');
      const mine = await comment(graceApi, id, 'A thought with replies');
      await comment(mira, id, 'Mira answers', mine);
      let deep = await comment(mira, id, 'Level one', opener);
      deep = await comment(graceApi, id, 'Level two', deep);
      await comment(mira, id, 'Level three', deep);

      const { context, page } = await signedInPage('grace');
      await page.setViewportSize(viewport);
      const graphql: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
      });
      await page.goto(`${server.origin}/articles/${slug}`);
      await heading(page, 6).waitFor({ timeout: UI_TIMEOUT });
      await whenHydrated(page);
      // Every level came with the page (its first reply a level): the cold load asked the
      // server nothing more.
      await commentBy(page, 'Grace Hopper', 'Level two').waitFor({ timeout: UI_TIMEOUT });
      expect(graphql).toEqual([]);
      const more = page.getByRole('button', { name: '1 more reply' });
      await more.focus();
      await page.keyboard.press('Enter');
      const levelThree = commentBy(page, 'Mira Okafor', 'Level three');
      await levelThree.waitFor({ timeout: UI_TIMEOUT });
      await more.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      await expect(levelThree.getByText('Replying to').textContent()).resolves.toContain('@grace');
      // Level three is listed beside level two, not a third indent under it.
      const indents = await levelThree.evaluate((element) => {
        let depth = 0;
        for (let e: Element | null = element; e; e = e.parentElement) {
          if (e.classList.contains('comment-replies')) depth += 1;
        }
        const replies = element.closest('.comment-replies')!;
        return { depth, indent: parseFloat(getComputedStyle(replies).paddingLeft) };
      });
      expect(indents.depth).toBe(2);
      if (viewport.width < 640) expect(indents.indent).toBeLessThanOrEqual(8);
      else expect(indents.indent).toBeGreaterThanOrEqual(16);

      // Reply by keyboard.
      const openerItem = commentBy(page, 'Mira Okafor', 'Opening remark');
      await openerItem.getByRole('button', { name: 'Reply', exact: true }).focus();
      await page.keyboard.press('Enter');
      const replyBox = page.getByRole('textbox', { name: 'Your reply' });
      await replyBox.waitFor({ timeout: UI_TIMEOUT });
      // The form opens with focus in its text box.
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('name') === 'body',
        undefined,
        { timeout: UI_TIMEOUT },
      );
      await page.keyboard.type('A [link](https://example.com/ref) in a reply');
      await page.keyboard.press('Control+Enter');
      const reply = commentBy(page, 'Grace Hopper', 'in a reply');
      await reply.waitFor({ timeout: UI_TIMEOUT });
      await heading(page, 7).waitFor({ timeout: UI_TIMEOUT });
      await replyBox.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      await expect(
        reply.evaluate((element) => element.closest('.comment-replies') !== null),
      ).resolves.toBe(true);
      await expect(
        reply.getByRole('link', { name: 'link' }).getAttribute('rel'),
      ).resolves.toContain('nofollow ugc');

      // Like: counted at once, kept by the server.
      const like = openerItem.getByRole('button', { name: /^Like/ });
      await like.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () =>
          document
            .querySelector('.comment-like[aria-pressed="true"]')
            ?.textContent?.includes('1 like') ?? false,
        undefined,
        { timeout: UI_TIMEOUT },
      );

      // Edit the reply: it reads "edited".
      await reply.getByRole('button', { name: 'Edit' }).focus();
      await page.keyboard.press('Enter');
      const editForm = page.getByRole('form', { name: 'Edit comment' });
      await editForm.getByRole('textbox', { name: 'Your comment' }).fill('Reworded reply');
      await editForm.getByRole('button', { name: 'Save' }).press('Enter');
      const edited = commentBy(page, 'Grace Hopper', 'Reworded reply');
      await edited.getByText('edited').waitFor({ timeout: UI_TIMEOUT });

      // Deleting a comment that has a reply leaves a tombstone; the reply still reads.
      const withReplies = commentBy(page, 'Grace Hopper', 'A thought with replies');
      await withReplies.getByRole('button', { name: 'Delete' }).press('Enter');
      await withReplies.getByRole('button', { name: 'Yes, delete' }).press('Enter');
      await page
        .getByRole('article', { name: 'Deleted comment' })
        .getByText('Comment deleted')
        .waitFor({ timeout: UI_TIMEOUT });
      await commentBy(page, 'Mira Okafor', 'Mira answers').waitFor({ timeout: UI_TIMEOUT });
      await heading(page, 6).waitFor({ timeout: UI_TIMEOUT });

      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      await heading(page, 6).waitFor({ timeout: UI_TIMEOUT });
      await page.getByText('Comment deleted').waitFor({ timeout: UI_TIMEOUT });
      // The page brings one reply a level; the rest are a press away.
      await openAllReplies(page);
      await commentBy(page, 'Grace Hopper', 'Reworded reply').getByText('edited').waitFor({
        timeout: UI_TIMEOUT,
      });
      await expect(
        openerItem.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('a reader reports a comment; an editor hides it from the queue; others no longer see it', async () => {
    const graceApi = await signIn(server.origin, 'grace');
    const mira = await signIn(server.origin, 'mira_okafor');
    const { id, slug } = await publishArticle(graceApi, { title: 'Moderated', body: 'Words.' });
    await comment(mira, id, 'Cheap watches here');

    const reader = await signedInPage('tomas_reyes');
    await reader.page.goto(`${server.origin}/articles/${slug}`);
    await whenHydrated(reader.page);
    const spam = commentBy(reader.page, 'Mira Okafor', 'Cheap watches');
    await spam.getByRole('button', { name: 'Report' }).press('Enter');
    const form = reader.page.getByRole('form', { name: 'Report comment' });
    await reader.page.keyboard.type('Looks like spam');
    await form.getByRole('button', { name: 'Send report' }).press('Enter');
    await spam.getByRole('status').getByText('Reported.').waitFor({ timeout: UI_TIMEOUT });
    await reader.context.close();

    const editor = await signedInPage('ada');
    await editor.page.goto(`${server.origin}/moderation`);
    const item = editor.page.getByRole('listitem').filter({ hasText: 'Cheap watches here' });
    await item.getByText('Looks like spam').waitFor({ timeout: UI_TIMEOUT });
    expect(await axeViolations(editor.page)).toEqual([]);
    await item.getByRole('button', { name: 'Hide' }).press('Enter');
    await item.getByRole('button', { name: 'Restore' }).waitFor({ timeout: UI_TIMEOUT });
    await editor.context.close();

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`${server.origin}/articles/${slug}`);
    await page
      .getByRole('heading', { level: 2, name: 'Comments' })
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('No comments yet.').waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByText('Cheap watches').count()).toBe(0);
    await visitor.close();
  });
});
