import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { markDocument, operationName, watchPage, whenHydrated } from './support/pageWatch';

// The head in the SPA (the served shell, no server rendering): React renders each screen's
// title, meta and links into <head>, under the server's CSP with Trusted Types enforced.
const UI_TIMEOUT = 30_000;

/** What the head says now: title, and the meta and links a page preview or crawler reads. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      [...document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map(
        (element) => element.getAttribute('content'),
      );
    return {
      title: document.title,
      descriptions: meta('description'),
      ogTitle: meta('og:title'),
      ogType: meta('og:type'),
      ogUrl: meta('og:url'),
      robots: meta('robots'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
      feeds: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
        link.getAttribute('href'),
      ),
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    };
  });
}

async function headingOf(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: UI_TIMEOUT });
  return (await heading.innerText()).trim();
}

describe('the head on client navigation in Chromium (built app, SPA shell)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
      // The head the client makes as it navigates; serverRendering.test.ts has the served one.
      rendererBundle: null,
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('title, description, canonical and Open Graph follow each page; no CSP or console error', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective}: ${event.sample}`),
      );
    });
    const { origin } = server;

    await page.goto(`${origin}/`);
    expect(await headingOf(page)).toBe('Latest articles');
    await whenHydrated(page);
    const marker = await markDocument(page);
    let head = await readHead(page);
    expect(head).toMatchObject({
      title: 'Latest articles · Folio',
      ogTitle: ['Latest articles'],
      ogType: ['website'],
      canonical: [`${origin}/`],
      robots: [],
      jsonLd: 0,
    });
    // One description: the shell has none of its own to contradict the page's.
    expect(head.descriptions).toHaveLength(1);

    const card = page.getByRole('main').getByRole('article').first().getByRole('heading');
    const articleTitle = (await card.innerText()).trim();
    await card.getByRole('link').click();
    await page.waitForFunction((t) => document.title === `${t} · Folio`, articleTitle, {
      timeout: UI_TIMEOUT,
    });
    head = await readHead(page);
    expect(head.ogTitle).toEqual([articleTitle]);
    expect(head.ogType).toEqual(['article']);
    expect(head.canonical).toEqual([page.url()]);
    expect(head.ogUrl).toEqual([page.url()]);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]!.length).toBeGreaterThan(20);
    expect(head.descriptions[0]!.length).toBeLessThanOrEqual(160);
    expect(head.jsonLd).toBe(0);
    // The route announcer reads the page's title.
    await page
      .locator('[aria-live="polite"]', { hasText: `${articleTitle} · Folio` })
      .waitFor({ timeout: UI_TIMEOUT });

    const byline = page.getByRole('main').locator('header').getByRole('link').first();
    const author = (await byline.innerText()).trim();
    await byline.click();
    await page.waitForFunction((name) => document.title === `${name} · Folio`, author, {
      timeout: UI_TIMEOUT,
    });
    head = await readHead(page);
    expect(head.ogType).toEqual(['profile']);
    expect(head.ogTitle).toEqual([author]);
    const authorPath = new URL(page.url()).pathname;
    expect(head.feeds).toEqual(
      expect.arrayContaining([`${authorPath}/feed.xml`, `${authorPath}/atom.xml`]),
    );

    await page.goBack();
    await page.waitForFunction((t) => document.title === `${t} · Folio`, articleTitle, {
      timeout: UI_TIMEOUT,
    });
    expect((await readHead(page)).ogType).toEqual(['article']);

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('engine');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await page.waitForFunction(() => document.title === 'Search: engine · Folio', undefined, {
      timeout: UI_TIMEOUT,
    });
    head = await readHead(page);
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);

    expect(await marker.sameDocument()).toBe(true);
    expect(watch.errors).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ).toEqual([]);
    await page.close();
  });

  test('"Load more articles" links to ?after= and, with JavaScript, loads in place', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(`${server.origin}/`);
    expect(await headingOf(page)).toBe('Latest articles');
    await whenHydrated(page);
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor({ timeout: UI_TIMEOUT });
    const before = await cards.count();
    const more = page.getByRole('button', { name: 'Load more articles' });
    const href = await more.getAttribute('href');
    expect(href).toMatch(/^\/\?after=[A-Za-z0-9_-]+$/);
    await watch.settled();
    watch.reset();
    const marker = await markDocument(page);

    // By keyboard: a pointer left where the button was would rest on a new card, and the
    // router would rightly preload that article on intent.
    await more.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('main article').length > n,
      before,
      {
        timeout: UI_TIMEOUT,
      },
    );
    expect(new URL(page.url()).search).toBe('');
    expect(await marker.sameDocument()).toBe(true);
    await watch.settled();
    expect(watch.graphql.map(operationName)).toEqual(['LatestArticlesPaginationQuery']);

    // The link itself, followed as a crawler would: the page after the first.
    await page.goto(`${server.origin}${href}`);
    await page
      .getByRole('link', { name: 'Back to the first page' })
      .waitFor({ timeout: UI_TIMEOUT });
    await whenHydrated(page);
    const firstOfPageTwo = (await cards.first().getByRole('heading').innerText()).trim();
    await page.getByRole('link', { name: 'Back to the first page' }).click();
    await page.waitForFunction(() => location.search === '', undefined, { timeout: UI_TIMEOUT });
    await page
      .getByRole('link', { name: 'Back to the first page' })
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect((await cards.first().getByRole('heading').innerText()).trim()).not.toBe(firstOfPageTwo);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
