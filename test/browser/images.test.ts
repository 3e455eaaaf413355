import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import { signedInContext } from './support/browserSession';
import type { TestServer } from '../../server/testing/testServer';
import { pasteFile, photoPng } from './support/images';
import { axeViolations } from './support/axe';
import { folderZip } from '../../server/import/folderZip';

// A shared 2-core machine: every wait is on a state the UI reaches, with room.
const UI_TIMEOUT = 60_000;

describe('images in Chromium against the real server', () => {
  let server: TestServer;
  let browser: Browser;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-images-'));

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      dbFile: path.join(dir, 'folio.db'),
      clientDir: builtClient(),
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const signedIn = (handle: string) => signedInContext(browser, server.origin, handle);

  const body = (page: Page) => page.getByLabel('Body (Markdown)');

  it('a pasted image shows its placeholder, then the preview; published, a phone gets AVIF', async () => {
    const context = await signedIn('grace');
    const page = await context.newPage();
    await page.goto(`${server.origin}/write`);
    await page.getByLabel('Title', { exact: true }).fill(`Kites ${Date.now()}`);
    await body(page).fill('Before the picture.\n\n');
    await body(page).press('End');

    await pasteFile(page, await photoPng(1200, 800), 'red-kite.png', 'image/png');
    // The placeholder, where the caret was, while the image uploads.
    await page.waitForFunction(
      () => /^Before the picture\.\n\n!\[Uploading red-kite\.png… \d+%\]\(upload:[0-9a-f]+\)/.test((document.querySelector('textarea[name="body"]') as HTMLTextAreaElement).value), // prettier-ignore
      undefined,
      { timeout: UI_TIMEOUT },
    );

    // The writer is asked what the image shows.
    const alt = page.getByLabel('Describe red-kite.png for readers who cannot see it');
    // Asked for, never taken from the file's name.
    await expect(alt.inputValue()).resolves.toBe('');
    await alt.fill('A red kite over the hills');
    await alt.press('Enter');
    // Back in the text, the writer types on while the image uploads.
    await body(page).press('Control+End');
    await body(page).pressSequentially('Typed meanwhile.');

    await page
      .getByRole('region', { name: 'Preview' })
      .getByRole('img', { name: 'A red kite over the hills' })
      .waitFor({ timeout: UI_TIMEOUT });
    const text = await body(page).inputValue();
    expect(text).toMatch(
      /^Before the picture\.\n\n!\[A red kite over the hills\]\(\/media\/[0-9a-f]{32}-1200x800\.jpg\)\n\nTyped meanwhile\.$/,
    );
    const preview = page.getByRole('region', { name: 'Preview' });
    expect(await preview.locator('picture source[type="image/avif"]').count()).toBe(1);
    await expect(
      preview.locator('picture img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
    ).resolves.toBe(true);

    // A new article, never saved: Publish saves and publishes it at once (the check is for saved ones).
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The article is published.').waitFor({ timeout: UI_TIMEOUT });
    const publicPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await context.close();

    // A reader on a phone: the narrowest AVIF that fills the screen, nothing else of it.
    const reader = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const readerPage = await reader.newPage();
    const images: string[] = [];
    readerPage.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/media/') && response.ok()) images.push(url.pathname);
    });
    await readerPage.goto(`${server.origin}${publicPath}`);
    const img = readerPage.getByRole('img', { name: 'A red kite over the hills' });
    await img.scrollIntoViewIfNeeded({ timeout: UI_TIMEOUT });
    await readerPage.waitForFunction(
      () => [...document.querySelectorAll('main picture img')].some((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0), // prettier-ignore
      undefined,
      { timeout: UI_TIMEOUT },
    );
    expect(images.filter((url) => /^\/media\/[0-9a-f]{32}-/.test(url))).toEqual([
      expect.stringMatching(/^\/media\/[0-9a-f]{32}-480\.avif$/),
    ]);
    // Its box was known before it loaded: width and height from the URL.
    expect(await img.getAttribute('width')).toBe('1200');
    expect(await img.getAttribute('height')).toBe('800');
    await reader.close();
  });

  it('"Insert image" opens the file picker from the keyboard and puts the image at the caret', async () => {
    const context = await signedIn('grace');
    const page = await context.newPage();
    await page.goto(`${server.origin}/write`);
    await body(page).fill('Above.');
    await body(page).press('End');
    // Enter on the focused button (the locator's press focuses it first, found afresh: the
    // first autosave of a new draft may re-render the form between a focus and a key press).
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: UI_TIMEOUT }),
      page.getByRole('button', { name: 'Insert image' }).press('Enter'),
    ]);
    await chooser.setFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: await photoPng(640, 480),
    });
    const alt = page.getByLabel('Describe harbour.png for readers who cannot see it');
    // Asked for, never taken from the file's name.
    await alt.fill('A harbour');
    await alt.press('Enter');
    await page.waitForFunction(
      () => /^Above\.\n\n!\[A harbour\]\(\/media\/[0-9a-f]{32}-640x480\.jpg\)\n\n$/.test((document.querySelector('textarea[name="body"]') as HTMLTextAreaElement).value), // prettier-ignore
      undefined,
      { timeout: UI_TIMEOUT },
    );
    await context.close();
  });

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
  it('an editor imports a Medium export: a dry run’s report, then the import; its old link answers', async () => {
    const context = await signedIn('ada');
    const page = await context.newPage();
    await page.goto(`${server.origin}/import`);
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByLabel('Export file').setInputFiles({
      name: 'medium-export.zip',
      mimeType: 'application/zip',
      buffer: await folderZip(path.join(__dirname, '../../server/import/fixtures/medium')),
    });
    // The file's name says which platform it came from.
    await expect(page.getByLabel('Format').inputValue()).resolves.toBe('medium');
    await page.getByRole('button', { name: 'Dry run' }).click();
    const dryRun = page.getByRole('region', { name: 'What an import would do' });
    await dryRun.waitFor({ timeout: UI_TIMEOUT });
    await expect(dryRun.locator('.import-counts').textContent()).resolves.toBe(
      '3 created, 0 updated, 1 skipped; 4 old paths redirected.',
    );
    await expect(dryRun.getByText('skipped posts/broken.html: it has no Medium post id', { exact: false }).count()).resolves.toBe(1); // prettier-ignore
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(axeViolations(page)).resolves.toEqual([]);
    }

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const done = page.getByRole('region', { name: 'What the import did' });
    await done.waitFor({ timeout: UI_TIMEOUT });
    await expect(done.locator('.import-counts').textContent()).resolves.toBe(
      '3 created, 0 updated, 1 skipped; 4 old paths redirected.',
    );
    await expect(axeViolations(page)).resolves.toEqual([]);

    // A reader following the post's old Medium link lands on the article.
    await page.goto(`${server.origin}/@ada.writes/shipping-code-on-fridays-1a2b3c4d5e6f`);
    await page
      .getByRole('heading', { name: 'Shipping code on Fridays', level: 1 })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/articles/shipping-code-on-fridays');
    await context.close();
  });

  it('an author is told the Import screen is for editors', async () => {
    const context = await signedIn('grace');
    const page = await context.newPage();
    await page.goto(`${server.origin}/import`);
    await page.getByRole('alert').filter({ hasText: 'Only editors and owners import.' }).waitFor({ timeout: UI_TIMEOUT }); // prettier-ignore
    await expect(page.getByLabel('Export file').count()).resolves.toBe(0);
    await context.close();
  });
});
