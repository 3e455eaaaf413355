import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import { signedInContext } from './support/browserSession';
import type { TestServer } from '../../server/testing/testServer';
import { operationName } from './support/pageWatch';
import { pasteFile, photoPng } from './support/images';

// Images on server-rendered pages under the strict CSP, and an editor that never saves an
// image still on its way. A shared 2-core machine: every wait is on a state the UI reaches.
const UI_TIMEOUT = 60_000;

describe('images in server-rendered pages and in a save', () => {
  let server: TestServer;
  let browser: Browser;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-image-markup-'));

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      demoImages: true,
      // The demo's own diagrams (/media/<name>-<W>x<H>.svg), which the article bodies show.
      mediaDir: path.join(__dirname, '..', '..', 'server', 'db', 'seed', 'media'),
      dbFile: path.join(dir, 'folio.db'),
      clientDir: builtClient(),
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an article with a cover and avatars is served with no inline style and logs no error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation(text: string): void })
          .reportViolation;
        report(`CSP: ${event.violatedDirective} ${event.sample}`);
      });
    });

    // A demo article with a cover, comments, and avatars for its author and commenters.
    const found = await context.request.post(`${server.origin}/graphql`, {
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      data: {
        query: '{ articles(first: 50) { edges { node { slug commentCount cover { url } } } } }',
      },
    });
    const { data } = (await found.json()) as {
      data: { articles: { edges: { node: { slug: string; commentCount: number; cover: object | null } }[] } }; // prettier-ignore
    };
    const article = data.articles.edges
      .map((edge) => edge.node)
      .find((node) => node.cover !== null && node.commentCount > 0)!;
    const response = await page.goto(`${server.origin}/articles/${article.slug}`);
    const html = await response!.text();
    // The server rendered the avatars, asked for the lead image first (the cover, or, where the
    // body opens with the cover's own diagram and the cover is not repeated, that image's
    // preload), and no style attribute anywhere.
    expect(html.match(/<picture/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(/<(img|link rel="preload")[^>]*fetchPriority="high"/);
    expect(html).not.toMatch(/<[a-z][^>]* style="/);

    // Hydrated, the comments show their authors' avatars; the placeholder colours are painted.
    const comments = page.getByRole('region', { name: /^\d+ comments?$/ });
    await comments.locator('.comment-meta picture img').first().waitFor({ timeout: UI_TIMEOUT });
    const avatar = comments.locator('.comment-meta picture img').first();
    await expect(avatar.evaluate((img) => (img as HTMLElement).style.backgroundColor)).resolves.toMatch(/^rgb\(/); // prettier-ignore
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a demo diagram takes its place before it loads: nothing moves when it arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Only the diagram's doing: the web fonts' swap over their fallbacks (0.0004 or so, the
    // reading room suite's to measure) took this page past the limit once, so it keeps them.
    await context.route('**/*.woff2', (route) => route.abort());
    await context.addInitScript(() => {
      const seen = { total: 0 };
      (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          seen.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The diagram is held back, so its box can only come from the HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/media/request-lifecycle-700x260.svg', async (route) => {
      await held;
      await route.continue();
    });
    const [anatomy] = await server.sql<{ slug: string }>(
      `SELECT slug FROM articles WHERE title LIKE 'The Anatomy of a Request%'`,
    );
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}/articles/${anatomy!.slug}`, {
      waitUntil: 'domcontentloaded',
    });
    expect(await response!.text()).toMatch(
      /<img src="\/media\/request-lifecycle-700x260\.svg"[^>]* width="700" height="260"/,
    );
    const diagram = page.locator('main img[src="/media/request-lifecycle-700x260.svg"]');
    const before = (await diagram.boundingBox())!;
    expect(before.height / before.width).toBeCloseTo(260 / 700, 2);
    release();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await diagram.elementHandle(),
      { timeout: UI_TIMEOUT },
    );
    expect(await diagram.boundingBox()).toEqual(before);
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
    );
    expect(shift).toBeLessThan(0.005);
    await context.close();
  });

  const signedIn = (handle: string) => signedInContext(browser, server.origin, handle);

  const body = (page: Page) => page.getByLabel('Body (Markdown)');

  it('Publish while an image uploads sends nothing and says why; once it is in, it publishes', async () => {
    const context = await signedIn('grace');
    const page = await context.newPage();
    const saves: string[] = [];
    page.on('request', (request) => {
      const name = operationName(request);
      if (name && /Mutation$/.test(name)) saves.push(name);
    });
    // The upload is held until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/media', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.origin}/write`);
    await page.getByLabel('Title', { exact: true }).fill(`Harbour ${Date.now()}`);
    await body(page).fill('The harbour at dawn.\n\n');
    await body(page).press('End');
    await pasteFile(page, await photoPng(640, 480), 'harbour.png', 'image/png');
    const alt = page.getByLabel('Describe harbour.png for readers who cannot see it');
    await alt.fill('A harbour', { timeout: UI_TIMEOUT });
    await alt.press('Enter');

    // A new article, never saved: Publish saves and publishes it at once (the check is for saved ones).
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByText(
        'An image is still uploading: wait until it is in, or delete its “Uploading…” line.',
      )
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
    expect(saves).toEqual([]);
    expect(await body(page).inputValue()).toMatch(/\(upload:[0-9a-f]+\)/);

    release();
    await page.waitForFunction(
      () => /!\[A harbour\]\(\/media\/[0-9a-f]{32}-640x480\.jpg\)/.test((document.querySelector('textarea[name="body"]') as HTMLTextAreaElement).value), // prettier-ignore
      undefined,
      { timeout: UI_TIMEOUT },
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The article is published.').waitFor({ timeout: UI_TIMEOUT });
    await context.close();
  });
});
