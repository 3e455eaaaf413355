import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { axeViolations } from './support/axe';
import { contextGraphql, signedInContext } from './support/browserSession';
import { publishArticle, signIn, signUp } from './support/folioApi';
import { whenHydrated } from './support/pageWatch';

// The reading pages as a reader sees them (issue 27 items 5 and 6): the home page's masthead
// and featured story, cards, covers, the author's page, an empty draft, the shipped fonts,
// dark-mode diagrams and tables on a phone. A shared 2-core machine: every wait is on a state.
const UI_TIMEOUT = 60_000;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WAL_SLUG = 'wal-mode-or-why-your-reads-stopped-waiting';

/** Sums the page's layout shifts from its start (not after input), as CLS counts them. */
async function watchShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = { total: 0 };
    (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsSoFar(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  return page.evaluate(
    () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
  );
}

/** The fonts Chromium really drew a node's text with (the DevTools protocol's answer). */
async function fontsUsed(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}

/** The mean brightness (0–255) of what an element shows on screen. */
async function brightness(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).first().screenshot();
  const { channels } = await sharp(png).stats();
  return (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3;
}

describe('the reading pages, finished (built app, demo content)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      demoImages: true,
      mediaDir: path.join(__dirname, '..', '..', 'server', 'db', 'seed', 'media'),
      clientDir: builtClient(),
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('home: the site’s title and description, the featured story, and cards that always show text', async () => {
    const writer = await signUp(server.origin, 'plainwriter', 'Plain Writer');
    // No cover and no summary: its card shows the body's opening words.
    await publishArticle(writer, {
      title: 'Words without a picture',
      body: '## Opening\n\nThe **first** sentence a reader meets on the card.',
    });
    await publishArticle(writer, { title: 'The newest story', body: 'Fresh words.' });

    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(server.origin);
    const main = page.getByRole('main');
    expect(await main.locator('.masthead-title').innerText()).toBe('Folio');
    expect(await main.locator('.masthead-description').innerText()).toBe(
      'A team’s knowledge base and publication, written in Markdown.',
    );
    const featured = main.getByRole('region', { name: 'The newest story' });
    expect(await featured.getByRole('link', { name: 'The newest story' }).count()).toBe(1);
    expect(await featured.innerText()).toContain('Fresh words.');
    // Featured above the grid, and not again in it.
    const grid = main.locator('.article-grid');
    expect(await grid.getByRole('link', { name: 'The newest story' }).count()).toBe(0);
    const box = (await featured.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual((await grid.boundingBox())!.y);
    const plain = grid.locator('article', { hasText: 'Words without a picture' });
    expect(await plain.locator('picture').count()).toBe(0);
    expect(await plain.locator('.card-summary').innerText()).toBe(
      'Opening The first sentence a reader meets on the card.',
    );

    // An editor pins an older story: the home page features it instead.
    const ada = await signIn(server.origin, 'ada');
    const { article } = await ada.request<{ article: { id: string; title: string } }>(
      `query PinTarget { article(slug: "${WAL_SLUG}") { id title } }`,
    );
    await ada.request(
      `mutation Pin($input: UpdateSiteProfileInput!) { updateSiteProfile(input: $input) { userErrors { field message } } }`,
      {
        input: { title: 'The Folio Ledger', description: 'Notes.', pinnedArticleId: article.id },
      },
    );
    await page.reload();
    expect(await main.locator('.masthead-title').innerText()).toBe('The Folio Ledger');
    const pinned = main.getByRole('region', { name: article.title });
    expect(await pinned.locator('picture img').count()).toBe(1);
    expect(await grid.getByRole('link', { name: 'The newest story' }).count()).toBe(1);
    await context.close();
  });

  it('a diagram cover is shown whole, and not again above the body that opens with it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.origin}/?tag=sqlite`);
    const card = page.locator('article.card', { hasText: 'WAL Mode' });
    const fit = await card
      .locator('picture img')
      .evaluate((img) => getComputedStyle(img).objectFit);
    expect(fit).toBe('contain');

    await page.goto(`${server.origin}/articles/${WAL_SLUG}`);
    const images = page.getByRole('main').getByRole('img', { name: /A diagram of WAL mode/ });
    await images.first().waitFor({ timeout: UI_TIMEOUT });
    expect(await images.count()).toBe(1);
    expect(await page.locator('.cover-page').count()).toBe(0);
    await context.close();
  });

  it('the author’s page shows the avatar beside the bio', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.origin}/authors/ada`);
    const header = page.locator('.profile');
    const avatar = header.locator('.avatar-large img');
    await avatar.waitFor({ timeout: UI_TIMEOUT });
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect((await avatar.boundingBox())!.width).toBeGreaterThanOrEqual(90);
    expect(await header.locator('.bio').innerText()).toContain('Editor of Folio.');
    await context.close();
  });

  it('an empty draft says it has no text, not “1 min read”', async () => {
    const context = await signedInContext(browser, server.origin, 'ada');
    const { createArticle } = await contextGraphql<{
      createArticle: { article: { slug: string } };
    }>(
      context,
      server.origin,
      'mutation ($input: CreateArticleInput!) { createArticle(input: $input) { article { slug } } }',
      { input: { title: 'Nothing yet', body: '', summary: '', tags: [] } },
    );
    const page = await context.newPage();
    await page.goto(`${server.origin}/articles/${createArticle.article.slug}`);
    const main = page.getByRole('main');
    await main.getByText('This article has no text yet.').waitFor({ timeout: UI_TIMEOUT });
    const byline = await main.locator('.byline .meta').innerText();
    expect(byline).toContain('No text yet');
    expect(byline).not.toContain('min read');
    await context.close();
  });

  it('text is set in the shipped fonts, served by the app for a year, and nothing shifts', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({ viewport });
      await watchShifts(context);
      const page = await context.newPage();
      const fontResponses: { url: string; cache: string }[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.woff2')) {
          fontResponses.push({
            url: response.url(),
            cache: response.headers()['cache-control'] ?? '',
          });
        }
      });
      for (const route of ['/', `/articles/${WAL_SLUG}`]) {
        await page.goto(`${server.origin}${route}`);
        await whenHydrated(page);
        expect(await shiftsSoFar(page)).toBeLessThan(0.02);
        expect(await fontsUsed(page, 'main h1')).toEqual(['Source Serif 4 (web font)']);
        expect(await fontsUsed(page, '.app-nav a')).toEqual(['Inter (web font)']);
      }
      expect(await fontsUsed(page, '.article-text p')).toEqual(['Source Serif 4 (web font)']);
      expect(fontResponses.length).toBeGreaterThan(0);
      for (const { url, cache } of fontResponses) {
        expect(url.startsWith(`${server.origin}/assets/`)).toBe(true);
        expect(cache).toContain('immutable');
      }
      await context.close();
    }
  });

  it('diagrams turn dark with the page; photographs are dimmed', async () => {
    const shown: Record<string, number> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: DESKTOP, colorScheme });
      const page = await context.newPage();
      await page.goto(`${server.origin}/articles/${WAL_SLUG}`);
      const diagram = page.locator('.article-text img[src$=".svg"]').first();
      await diagram.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => {
          const img = document.querySelector<HTMLImageElement>('.article-text img[src$=".svg"]');
          return img !== null && img.complete && img.naturalWidth > 0;
        },
        undefined,
        { timeout: UI_TIMEOUT },
      );
      shown[colorScheme] = await brightness(page, '.article-text img[src$=".svg"]');
      await context.close();
    }
    expect(shown.light).toBeGreaterThan(180);
    expect(shown.dark).toBeLessThan(90);
  });

  it('a four-column table on a phone keeps its first column in view and the page its width', async () => {
    const writer = await signUp(server.origin, 'tablewriter', 'Table Writer');
    const long = 'a long explanation that would run far off a phone screen '.repeat(3).trim();
    const { slug } = await publishArticle(writer, {
      title: 'A table on a phone',
      body: [
        '| Setting | Default | Range | What it does |',
        '| --- | --- | --- | --- |',
        `| timeout | 30 s | 1–300 s | ${long} |`,
        `| retries | 3 | 0–10 | ${long} |`,
      ].join('\n'),
    });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.origin}/articles/${slug}`);
    await whenHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const region = page.getByRole('region', { name: /^Table: Setting/ });
    const regionBox = (await region.boundingBox())!;
    expect(regionBox.x + regionBox.width).toBeLessThanOrEqual(PHONE.width);
    // The long column wraps in a cell narrower than the screen.
    const longCell = region.locator('td', { hasText: 'a long explanation' }).first();
    expect((await longCell.boundingBox())!.width).toBeLessThan(PHONE.width);
    // Scrolled to its far end, the row names are still where they were.
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const firstCell = region.locator('td', { hasText: 'timeout' });
    await page.waitForFunction(
      () => {
        const element = document.querySelector('.table-scroll')!;
        return element.scrollLeft > 0 || element.scrollWidth <= element.clientWidth;
      },
      undefined,
      { timeout: UI_TIMEOUT },
    );
    expect(Math.round((await firstCell.boundingBox())!.x)).toBe(Math.round(regionBox.x));
    await context.close();
  });

  it('axe finds nothing on the changed routes, in both themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: DESKTOP, colorScheme });
      const page = await context.newPage();
      for (const route of ['/', `/articles/${WAL_SLUG}`, '/authors/ada']) {
        await page.goto(`${server.origin}${route}`);
        await whenHydrated(page);
        expect({ route, colorScheme, violations: await axeViolations(page) }).toEqual({
          route,
          colorScheme,
          violations: [],
        });
      }
      await context.close();
    }
  });
});
