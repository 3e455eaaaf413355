import type { Browser, BrowserContext, Page } from 'playwright-core';
import { offerSetup } from '../../server/auth/setup';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { apiSession } from './support/folioApi';

// Roles in Chromium against the real server (PRODUCT §1, §6): what each role is offered, and the
// paths a publication's staff take: review, the sign-up policy, invitations, the first owner.

const UI_TIMEOUT = 30_000;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBrowserServer({ clientDir: builtClient() });
  browser = await sharedBrowser();
});
afterAll(async () => {
  await server?.close();
});

/** A new browser signed in as `handle` (password 'password1', as createUser makes it). */
async function signedInPage(handle: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  await page.goto(`${server.origin}/signin`);
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.origin}/`);
  return { context, page };
}

test('the first owner is made by the one-time setup link, once', async () => {
  const link = await offerSetup(server.store, server.origin);
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  try {
    await page.goto(link!);
    await page.getByLabel('Handle').fill('first_owner');
    await page.getByLabel('Name').fill('First Owner');
    await page.getByLabel('Password').fill('a long password');
    await page.getByRole('button', { name: 'Create the owner account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    await page.goto(link!);
    await page.getByText('This site already has an owner').waitFor();
  } finally {
    await context.close();
  }
});

test('a reader is offered no Write, and /write says the account cannot write', async () => {
  await server.createUser('browser_reader', 'READER');
  const { context, page } = await signedInPage('browser_reader');
  try {
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'BROWSER_READER' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Write' }).count()).toBe(0);
    await page.goto(`${server.origin}/write`);
    await page.getByRole('heading', { level: 1, name: "You can't write articles" }).waitFor();
    expect(await page.getByRole('form', { name: 'New article' }).count()).toBe(0);
  } finally {
    await context.close();
  }
});

test('a contributor submits a draft and an editor publishes it from the review queue', async () => {
  await server.createUser('browser_contrib', 'CONTRIBUTOR');
  await server.createUser('browser_editor', 'EDITOR');
  const contributor = await signedInPage('browser_contrib');
  try {
    const { page } = contributor;
    await page.goto(`${server.origin}/write`);
    await page.getByLabel('Title').fill('A contributor’s piece');
    await page.getByLabel('Body (Markdown)').fill('Words worth publishing.');
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('In review: an editor will publish it').waitFor();
  } finally {
    await contributor.context.close();
  }
  const editor = await signedInPage('browser_editor');
  try {
    const { page } = editor;
    await page.getByRole('banner').getByRole('button', { name: 'BROWSER_EDITOR' }).click();
    await page.getByRole('link', { name: 'Review queue' }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'A contributor’s piece' });
    await item.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Nothing is waiting for review.').waitFor();
  } finally {
    await editor.context.close();
  }
  const visitor = await browser.newPage();
  try {
    await visitor.goto(server.origin + '/');
    await visitor.getByRole('link', { name: 'A contributor’s piece' }).first().waitFor();
  } finally {
    await visitor.close();
  }
});

test('an owner closes sign-up, invites an author who signs up with the link and writes, and revokes a second link, which then fails', async () => {
  await server.createUser('browser_owner', 'OWNER');
  const owner = await signedInPage('browser_owner');
  let link: string;
  let revoked: string;
  try {
    const { page } = owner;
    await page.goto(`${server.origin}/settings/site`);
    await page.getByLabel('Closed: no sign-up (invitation links still work)').check();
    await page.getByRole('button', { name: 'Save sign-up policy' }).click();
    await page.getByText('Sign-up policy saved.').waitFor();

    await page.getByRole('link', { name: 'Staff and invitations' }).click();
    await page.getByLabel('Role', { exact: true }).selectOption('AUTHOR');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    link = (await page.locator('output.invitation-link').textContent())!;
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(/^Author, by/).waitFor();

    // A second link, for a contributor, is revoked: it leaves the list and stops working.
    await page.getByLabel('Role', { exact: true }).selectOption('CONTRIBUTOR');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    await pending.getByText(/^Contributor, by/).waitFor();
    revoked = (await page.locator('output.invitation-link').textContent())!;
    expect(revoked).not.toBe(link);
    await pending
      .getByRole('button', { name: /^Revoke invitation for Contributor created / })
      .click();
    await page.getByRole('button', { name: 'Yes, revoke the Contributor invitation' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Contributor invitation .* is revoked/ })
      .waitFor();
    expect(await pending.getByText(/^Contributor, by/).count()).toBe(0);
    expect(await pending.getByText(/^Author, by/).count()).toBe(1);

    // Owners see their staff, with a role control for each.
    const staff = page.getByRole('list', { name: 'Staff members' });
    const self = staff.getByRole('listitem').filter({ hasText: '@browser_owner' });
    await self.getByText(/, Owner$/).waitFor();
    await self.getByLabel('Role of @browser_owner').waitFor();
  } finally {
    await owner.context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  try {
    await page.goto(`${server.origin}/signup`);
    await page.getByText('Sign-up is closed on this site.').waitFor();
    expect(await page.getByLabel('Handle').count()).toBe(0);

    await page.goto(revoked);
    await page.getByLabel('Handle').fill('revoked_writer');
    await page.getByLabel('Name').fill('Revoked Writer');
    await page.getByLabel('Password').fill('a long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'This invitation link is not valid: it was used, has expired or never existed.',
      })
      .waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Write' }).count()).toBe(0);

    await page.goto(link);
    await page.getByLabel('Handle').fill('invited_writer');
    await page.getByLabel('Name').fill('Invited Writer');
    await page.getByLabel('Password').fill('a long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Write' }).click();
    await page.getByRole('form', { name: 'New article' }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
  } finally {
    await context.close();
  }
  // The policy held for everyone else meanwhile.
  const stranger = apiSession(server.origin);
  await expect(
    stranger.request(
      `mutation { signUp(input: { handle: "stranger", name: "S", password: "long enough" }) { userErrors { message } } }`,
    ),
  ).rejects.toThrow('Sign-up is closed on this site.');
});
