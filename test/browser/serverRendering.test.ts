import type { Browser } from 'playwright-core';
import { storeDatedArticle, userId } from '../../server/http/routes/publicDocumentsFixtures';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { whenHydrated } from './support/pageWatch';
import { isScriptViolation, trapContext, watchPage } from './support/xssTrap';

// Server-rendered pages in Chromium, production build: hydration adopts the server's HTML with
// no GraphQL request and no warning, the next navigation costs exactly one request, an article
// reads with JavaScript off, nothing in the serialized data runs, and the same client still
// works as a plain SPA against a server that does not render.

const HOSTILE_TITLE = 'Ends </script><script>alert(1)</script> <!-- here \u2028 and \u2029';
const HOSTILE_BODY =
  '## Top\n\n</script><script>alert(2)</script>\n\n<!-- <script>alert(3)</script> -->\n\n' +
  'Line \u2028 separator, `</script>` and <img src=x onerror="alert(4)">\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBrowserServer({ seed: 'demo', clientDir: builtClient() });
  await storeDatedArticle(server, {
    slug: 'hostile-data',
    title: HOSTILE_TITLE,
    body: HOSTILE_BODY,
    status: 'PUBLISHED',
    authorId: await userId(server, 'ada'),
    publishedAt: '2030-01-01T00:00:00.000Z',
    tags: ['security'],
  });
  await storeDatedArticle(server, {
    slug: 'highlighted-code',
    title: 'Highlighted on the server',
    body: 'Some code:\n\n```typescript\nconst answer: number = 42;\n```\n\n```sql\nSELECT 1;\n```\n',
    status: 'PUBLISHED',
    authorId: await userId(server, 'ada'),
    publishedAt: '2030-01-02T00:00:00.000Z',
    tags: ['code'],
  });
  await storeDatedArticle(server, {
    slug: 'many-sections',
    title: 'Many sections',
    body: Array.from(
      { length: 12 },
      (_, i) => `## Section ${i + 1}\n\n${'A paragraph of the section. '.repeat(40)}\n`,
    ).join('\n'),
    status: 'PUBLISHED',
    authorId: await userId(server, 'ada'),
    publishedAt: '2030-01-03T00:00:00.000Z',
    tags: ['code'],
  });
  browser = await sharedBrowser();
  // The server's Markdown thread starts with the first article it renders.
  await fetch(`${server.origin}/articles/hostile-data`);
});
afterAll(async () => {
  await server?.close();
});

/** A page that counts its GraphQL requests and keeps its console errors and warnings. */
async function watchedPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  await trapContext(context);
  const page = await context.newPage();
  const graphql: string[] = [];
  const console: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  page.on('console', (message) => {
    // A 404 is the not-found page's own status, or the hostile body's broken image: not an error
    // of the app's.
    if (
      message
        .text()
        .startsWith('Failed to load resource: the server responded with a status of 404')
    )
      return;
    if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
  });
  return { page, graphql, console, trap: watchPage(page), close: () => context.close() };
}

describe('a cold load of a server-rendered reader route', () => {
  test.each([
    ['/', 'Latest'],
    ['/articles/hostile-data', HOSTILE_TITLE],
    ['/tags', 'security'],
    ['/tags/security', HOSTILE_TITLE],
    ['/authors/ada', 'Ada Lovelace'],
    ['/search?q=reader', 'Write for the Reader Who Skims'],
    ['/no/such/page', 'Page not found'],
  ])('%s hydrates with no GraphQL request and no console error', async (url, text) => {
    const { page, graphql, console, trap, close } = await watchedPage();
    await page.goto(server.origin + url);
    await whenHydrated(page);
    await expect(page.getByText(text, { exact: false }).first().isVisible()).resolves.toBe(true);
    expect(graphql).toEqual([]);
    expect(console).toEqual([]);
    const record = await trap.read();
    expect(record.errors).toEqual([]);
    expect(record.violations.filter(isScriptViolation)).toEqual([]);
    await close();
  });

  test('then a client navigation costs exactly one request', async () => {
    const { page, graphql, console, close } = await watchedPage();
    await page.goto(`${server.origin}/articles/hostile-data`);
    await whenHydrated(page);
    await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Tags' })
      .click();
    await page.waitForURL(`${server.origin}/tags`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(graphql).toHaveLength(1);
    expect(console).toEqual([]);
    await close();
  });
});

test('code comes highlighted in the HTML, and the page loads no highlighter to do it again', async () => {
  const { page, console, close } = await watchedPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.origin}/articles/highlighted-code`);
  await whenHydrated(page);
  // Past the idle callback in which a page asks for the highlighter (useRenderedMarkdown.ts):
  // idle callbacks run in the order they were asked for, and with the same deadline.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })),
  );
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.markdown pre .hljs-keyword').count()).resolves.toBeGreaterThan(1);
  expect(scripts.filter((script) => /highlighter|hljs-/.test(script))).toEqual([]);
  expect(console).toEqual([]);
  await close();
});

test('with JavaScript disabled an article is fully readable', async () => {
  const { page, close } = await watchedPage({ javaScriptEnabled: false });
  const response = await page.goto(`${server.origin}/articles/hostile-data`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE_TITLE }).count()).resolves.toBe(
    1,
  );
  await expect(page.getByRole('heading', { name: 'Top' }).count()).resolves.toBe(1);
  await expect(page.getByRole('cell', { name: '2' }).count()).resolves.toBe(1);
  await expect(page.locator('.markdown code').first().textContent()).resolves.toBe('</script>');
  await close();
});

test.each([
  ['the top', ''],
  ['the #heading', '#h-section-6'],
])('a reader who scrolls before the app starts is not sent back to %s', async (_, fragment) => {
  const { page, close } = await watchedPage();
  // The app's chunk is held back until the reader has scrolled.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app\.\w+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.origin}/articles/many-sections${fragment}`, {
    waitUntil: 'domcontentloaded',
  });
  await page.getByRole('heading', { name: 'Section 6' }).waitFor();
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, 900);
  await page.waitForFunction((y) => scrollY > y + 500, before);
  const scrolled = await page.evaluate(() => scrollY);
  release();
  await whenHydrated(page);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(50);
  await close();
});

test('a cold load of an address with a #fragment shows that heading at the top, hydrated', async () => {
  const { page, close } = await watchedPage();
  await page.goto(`${server.origin}/articles/many-sections#h-section-6`);
  await whenHydrated(page);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  // Where the browser puts a heading it goes to: its scroll margin below the top.
  const offset = await page.evaluate(() => {
    const heading = document.getElementById('h-section-6')!;
    return (
      heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop)
    );
  });
  expect(Math.abs(offset)).toBeLessThan(5);
  await close();
});

test('with JavaScript disabled the header search goes to the search page', async () => {
  const { page, close } = await watchedPage({ javaScriptEnabled: false });
  await page.goto(`${server.origin}/articles/hostile-data`);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('reader');
  await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
  await page.waitForURL(`${server.origin}/search?q=reader`);
  await expect(
    page.getByRole('link', { name: 'Write for the Reader Who Skims' }).count(),
  ).resolves.toBeGreaterThan(0);
  await close();
});

test('with JavaScript disabled a lazy screen is styled too: the page links every rule', async () => {
  const { page, close } = await watchedPage({ javaScriptEnabled: false });
  // Home's grid of cards: the style of a screen in a chunk of its own (until this, it came with
  // that chunk, so a page without JavaScript never had it and one with it shifted when it came).
  await page.goto(`${server.origin}/`);
  await expect(
    page
      .locator('main .card-list')
      .first()
      .evaluate((list) => getComputedStyle(list).display),
  ).resolves.toBe('grid');
  await close();
});

test('titles and bodies with </script>, <!-- and U+2028 run nothing and show as text', async () => {
  const { page, console, trap, close } = await watchedPage();
  await page.goto(`${server.origin}/articles/hostile-data`);
  await whenHydrated(page);
  await expect(page.locator('h1.page-heading').textContent()).resolves.toBe(HOSTILE_TITLE);
  // Navigate away and back: the client's own render of the same data.
  await page.getByRole('link', { name: '#security' }).first().click();
  await page.waitForURL(`${server.origin}/tags/security`);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: HOSTILE_TITLE }).waitFor();
  const record = await trap.read();
  expect(record.executions).toEqual([]);
  expect(record.violations.filter(isScriptViolation)).toEqual([]);
  expect(record.errors).toEqual([]);
  expect(console).toEqual([]);
  await close();
});

describe('against a server that does not render (the SPA shell)', () => {
  let shell: TestServer;
  beforeAll(async () => {
    shell = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      rendererBundle: null,
    });
  });
  afterAll(() => shell?.close());

  test('the same client renders the article from the network', async () => {
    const { page, graphql, console, close } = await watchedPage();
    await page.goto(`${shell.origin}/articles/write-for-the-reader-who-skims`);
    await page.getByRole('heading', { level: 1, name: 'Write for the Reader Who Skims' }).waitFor();
    expect(graphql.length).toBeGreaterThanOrEqual(1);
    expect(console).toEqual([]);
    await close();
  });
});
