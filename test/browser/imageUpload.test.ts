import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient, launchBrowser } from '../browser';
import { startTestServer } from '../testServer';
import type { TestServer } from '../testServer';
import { pasteFile } from './support/images';

// A shared 2-core machine: every wait is on a state the UI reaches, with room.
jest.setTimeout(240_000);
const UI_TIMEOUT = 60_000;

describe('image uploads in Chromium against the real server', () => {
  let server: TestServer;
  let browser: Browser;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-images-'));

  beforeAll(async () => {
    server = await startTestServer({
      seed: 'demo',
      dbFile: path.join(dir, 'folio.db'),
      clientDir: builtClient(),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function signedIn(handle: string): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const response = await context.request.post(`${server.origin}/graphql`, {
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      data: {
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { viewer { handle } } }',
        variables: { input: { handle, password: 'folio-demo' } },
      },
    });
    expect(response.ok()).toBe(true);
    return context;
  }

  const body = (page: Page) => page.getByLabel('Body (Markdown)');

  it('a refused upload says why, and keeps every character typed', async () => {
    const context = await signedIn('grace');
    const page = await context.newPage();
    await page.goto(`${server.origin}/write`);
    await body(page).fill('Nothing here may be lost.');
    await body(page).press('End');
    // HTML that claims to be a PNG: the server reads the bytes, not the name or the type.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await pasteFile(page, html, 'not-really.png', 'image/png');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'not-really.png could not be uploaded' });
    await alert.waitFor({ timeout: UI_TIMEOUT });
    expect(await body(page).inputValue()).toBe('Nothing here may be lost.');
    await page
      .getByRole('listitem')
      .filter({ has: alert })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });
});
