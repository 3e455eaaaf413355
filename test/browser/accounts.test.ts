import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';

// A slow, shared machine: every step waits for what the user would see.
const UI_TIMEOUT = 30_000;

describe('accounts in Chromium against the real server', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  // Unique per run, so the test never collides with an account it made before.
  const handle = `t_${Date.now().toString(36)}`.slice(0, 24);
  const name = 'Test Writer';
  const password = 'a long enough password';

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
    });
    browser = await sharedBrowser();
    page = await browser.newPage();
    page.setDefaultTimeout(UI_TIMEOUT);
  });
  afterAll(async () => {
    await server?.close();
  });

  const banner = () => page.getByRole('banner');

  it('signs up a new account and shows its name in the header', async () => {
    await page.goto(server.origin + '/signup');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByLabel('Handle').fill(handle);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await banner().getByRole('button', { name }).waitFor();
    await page.waitForURL(server.origin + '/');
    // The URL changes before the home page has loaded; a menu opened before it shows would
    // close with the navigation.
    await page.getByRole('heading', { level: 1, name: 'Latest articles' }).waitFor();
  });

  it('signs out from the menu: the header offers "Sign in" again', async () => {
    await banner().getByRole('button', { name }).click();
    await banner().getByRole('button', { name: 'Sign out' }).click();
    await banner().getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await banner().getByRole('button', { name }).count()).toBe(0);
  });

  it('signs in through a guarded page and returns to it', async () => {
    await page.goto(server.origin + '/drafts');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/drafts');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByLabel('Handle').fill(handle);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(server.origin + '/drafts');
    await page.getByRole('heading', { level: 1, name: 'Drafts' }).waitFor();
    await page.getByText('You have no drafts or archived articles.').waitFor();
    await banner().getByRole('button', { name }).waitFor();
  });

  it('edits the bio and the author page shows it rendered, without a reload', async () => {
    // Visit the author page first, so that coming back is answered from the
    // store: the new bio must come from the mutation's payload.
    await banner().getByRole('button', { name }).click();
    await banner().getByRole('link', { name: 'Your profile' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.locator('.bio').count()).toBe(0);

    await banner().getByRole('button', { name }).click();
    await banner().getByRole('link', { name: 'Profile settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();
    await page
      .getByRole('textbox', { name: 'Bio', exact: true })
      .fill('I write about **compilers**.');
    // The preview goes through the Markdown pipeline after a pause in typing.
    await page.locator('.profile-preview strong', { hasText: 'compilers' }).waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').getByText('Profile saved.').waitFor();

    await page.getByRole('link', { name: 'See your profile' }).click();
    await page.waitForURL(`${server.origin}/authors/${handle}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.locator('.bio strong', { hasText: 'compilers' }).waitFor();
  });
});
