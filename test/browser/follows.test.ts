import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { storeArticle } from '../../server/testing/fixtures';
import type { TestServer } from '../../server/testing/testServer';
import { axeViolations } from './support/axe';
import { contextGraphql } from './support/browserSession';
import { operationName, whenHydrated } from './support/pageWatch';
import { sharedBrowser, startBrowserServer } from './support/shared';

// A signed-in reader in Chromium against the real server (issue 28 items 2 and 6): follows an
// author and a tag, hears of the author's next article through the bell, reads it on the
// notifications page (which clears the bell) and on the Following page, saves it for later and
// finds it on the reading list; axe finds nothing on any of these screens in either theme.
// Every step waits for what the reader sees or for the server's answer, never for a time.

const UI_TIMEOUT = 30_000;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBrowserServer({ clientDir: builtClient() });
  browser = await sharedBrowser();
  await server.createUser('fan', 'READER');
  const writer = await server.createUser('writer');
  await storeArticle(server.store, writer.id, 'An older garden', { tags: ['gardens'] });
});
afterAll(async () => {
  await server?.close();
});

/** A context signed in as `handle` (password 'password1', as createUser makes it). */
async function signedIn(handle: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { signIn } = await contextGraphql<{ signIn: { viewer: { handle: string } | null } }>(
    context,
    server.origin,
    'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { handle } } }',
    { input: { handle, password: 'password1' } },
  );
  if (signIn.viewer?.handle !== handle) throw new Error(`${handle} could not sign in`);
  return context;
}

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${server.origin}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await whenHydrated(page);
}

/** axe's violations in the light theme, then the dark one. */
async function axeBothThemes(page: Page): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page)).map((v) => `${colorScheme}: ${v.id}`));
  }
  return found;
}

/** Clicks `button` and waits for the server's answer to the mutation it sends. */
async function pressAndWait(page: Page, button: ReturnType<Page['getByRole']>, name: string) {
  const answered = page.waitForResponse((response) => operationName(response.request()) === name);
  await button.click();
  expect((await answered).ok()).toBe(true);
}

test('a reader follows an author and a tag, is notified of a new article, finds it on Following and saves it for later', async () => {
  const context = await signedIn('fan');
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  try {
    await open(page, '/authors/writer', 'WRITER');
    const follow = page.getByRole('button', { name: 'Follow WRITER' });
    await pressAndWait(page, follow, 'FollowButtonMutation');
    await page.getByRole('button', { name: 'Following WRITER', pressed: true }).waitFor();
    expect(await axeBothThemes(page)).toEqual([]);

    await open(page, '/tags/gardens', '#gardens');
    await pressAndWait(
      page,
      page.getByRole('button', { name: 'Follow #gardens' }),
      'FollowButtonMutation',
    );
    await page.getByLabel('Also by email').waitFor();
    expect(await axeBothThemes(page)).toEqual([]);
    // Kept by the server: a fresh page says so too.
    await open(page, '/tags/gardens', '#gardens');
    await page.getByRole('button', { name: 'Following #gardens', pressed: true }).waitFor();

    // The author publishes: the reader's next page shows one unread notification.
    const writer = await signedIn('writer');
    const { createArticle } = await contextGraphql<{ createArticle: { article: { id: string } } }>(
      writer,
      server.origin,
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { article { id } } }`,
      { input: { title: 'A new garden', body: 'Beds and paths.', tags: ['gardens'], summary: '' } },
    );
    await contextGraphql(
      writer,
      server.origin,
      `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { id } } }`,
      { id: createArticle.article.id },
    );
    await writer.close();

    await open(page, '/', /.+/);
    const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' });
    await bell.click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'WRITER published A new garden' }).waitFor();
    // Seen, it is read: the server's answer clears the bell.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Notifications', exact: true })
      .waitFor();
    expect(await axeBothThemes(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'FAN' }).click();
    await page.getByRole('link', { name: 'Following' }).click();
    await page.getByRole('heading', { level: 1, name: 'Following' }).waitFor();
    const titles = page.getByRole('heading', { level: 2 });
    await page.getByRole('link', { name: 'A new garden' }).first().waitFor();
    expect(await titles.allTextContents()).toEqual(['A new garden', 'An older garden']);
    expect(await axeBothThemes(page)).toEqual([]);

    await page.getByRole('link', { name: 'A new garden' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'A new garden' }).waitFor();
    await pressAndWait(
      page,
      page.getByRole('button', { name: 'Save for later' }),
      'SaveButtonMutation',
    );
    await page.getByRole('button', { name: 'Saved for later', pressed: true }).waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'FAN' }).click();
    await page.getByRole('link', { name: 'Reading list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reading list' }).waitFor();
    await page.getByRole('link', { name: 'A new garden' }).first().waitFor();
    expect(await titles.allTextContents()).toEqual(['A new garden']);
    expect(await axeBothThemes(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a signed-out reader is offered to sign in to follow, and /following asks to sign in', async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  try {
    await open(page, '/authors/writer', 'WRITER');
    await page.getByRole('link', { name: 'Sign in to follow' }).waitFor();
    expect(await page.getByRole('link', { name: /^Notifications/ }).count()).toBe(0);
    await page.goto(`${server.origin}/following`);
    await page.waitForURL(/\/signin\?redirect=/);
  } finally {
    await page.close();
  }
});
