import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../test/browser';
import { type BenchSection, type Metric, progress } from './section';
import { envNumber, longestArticle, median, startClientServer } from './support/clientBuild';
import { armNavigationProbe, navigationTime } from './support/pageProbes';

/** A preloaded navigation waits for no network: click to h1 within a few frames. */
export const PRELOADED_TARGET_MS = 50;
/** Latency added to every /graphql request, so that a network wait cannot hide. */
const LATENCY_MS = 300;

interface Visit {
  page: Page;
  /** GraphQL requests the page has sent so far. */
  requests(): number;
  close(): Promise<void>;
}

async function openArticle(
  browser: Browser,
  url: string,
  title: string,
  latencyMs: number,
): Promise<Visit> {
  // A new context per run: an empty Relay store, so "not preloaded" really fetches.
  const context = await browser.newContext();
  const page = await context.newPage();
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests++;
  });
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    await route.continue().catch(() => {});
  });
  await page.goto(url);
  await page.locator('main h1', { hasText: title }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  return { page, requests: () => requests, close: () => context.close() };
}

/** Waits for late requests (a second query would show up here), then counts. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(LATENCY_MS + 200);
}

/**
 * Article to article through a link in the article's Markdown, with 300 ms added to every
 * GraphQL request (playwright `page.route`): click to the new h1 painted, measured in the page,
 * once after a hover preloaded the target (hover, wait for its response, click) and once
 * without (a click with no hover or focus first), and back again; plus the GraphQL requests
 * each navigation sent.
 */
export const navigationSection: BenchSection = {
  name: 'navigation',
  description: 'Article → article: click to h1 painted with 300 ms API latency, preloaded or not',
  async run(): Promise<Metric[]> {
    const runs = envNumber('FOLIO_BENCH_NAV_RUNS', 7);
    const server = await startClientServer();
    const browser = await launchBrowser();
    try {
      const from = longestArticle(server);
      const fromUrl = `${server.origin}/articles/${from.slug}`;
      // The first link in the article's text to another article.
      const probe = await openArticle(browser, fromUrl, from.title, 0);
      const href = await probe.page
        .locator(`main .markdown a[href^="/articles/"]:not([href^="/articles/${from.slug}"])`)
        .first()
        .getAttribute('href');
      await probe.close();
      if (!href) throw new Error(`/articles/${from.slug} links to no other article`);
      const toSlug = href.split(/[/#?]/)[2]!;
      const to = server.db.prepare(`SELECT title FROM articles WHERE slug = ?`).get(toSlug) as {
        title: string;
      };
      const link = `main .markdown a[href="${href}"]`;
      progress(
        `/articles/${from.slug} → ${href}; ${runs} runs each, +${LATENCY_MS} ms on /graphql`,
      );

      const cold: number[] = [];
      const coldRequests: number[] = [];
      const back: number[] = [];
      const backRequests: number[] = [];
      const warm: number[] = [];
      const warmRequests: number[] = [];
      for (let i = 0; i < runs; i++) {
        // Not preloaded: a click that no hover or focus announced.
        {
          const visit = await openArticle(browser, fromUrl, from.title, LATENCY_MS);
          const before = visit.requests();
          await armNavigationProbe(visit.page, to.title);
          await visit.page
            .locator(link)
            .first()
            .evaluate((a: HTMLAnchorElement) => a.click());
          cold.push(await navigationTime(visit.page));
          await settle(visit.page);
          coldRequests.push(visit.requests() - before);

          const beforeBack = visit.requests();
          await armNavigationProbe(visit.page, from.title, true);
          await visit.page.evaluate(() => history.back());
          back.push(await navigationTime(visit.page));
          await settle(visit.page);
          backRequests.push(visit.requests() - beforeBack);
          await visit.close();
        }
        // Preloaded: hover, wait for the target's query to come back, then click.
        {
          const visit = await openArticle(browser, fromUrl, from.title, LATENCY_MS);
          const answered = visit.page.waitForResponse(
            (res) =>
              new URL(res.url()).pathname === '/graphql' &&
              (res.request().postData() ?? '').includes(`"${toSlug}"`),
            { timeout: 30_000 },
          );
          await visit.page.locator(link).first().hover();
          await answered;
          const before = visit.requests();
          await armNavigationProbe(visit.page, to.title);
          await visit.page.locator(link).first().click();
          warm.push(await navigationTime(visit.page));
          await settle(visit.page);
          warmRequests.push(visit.requests() - before);
          await visit.close();
        }
        progress(
          `#${i + 1}: not preloaded ${cold.at(-1)!.toFixed(1)} ms (${coldRequests.at(-1)} req), ` +
            `back ${back.at(-1)!.toFixed(1)} ms (${backRequests.at(-1)} req), ` +
            `preloaded ${warm.at(-1)!.toFixed(1)} ms (${warmRequests.at(-1)} req)`,
        );
      }
      return [
        { metric: 'click → h1, not preloaded (median)', value: median(cold), unit: 'ms' },
        {
          metric: 'click → h1, preloaded by hover (median)',
          value: median(warm),
          unit: 'ms',
          target: { op: '<=', value: PRELOADED_TARGET_MS },
        },
        { metric: 'back → h1 (median)', value: median(back), unit: 'ms' },
        {
          metric: 'requests, not preloaded (fewest)',
          value: Math.min(...coldRequests),
          unit: '',
          target: { op: '>=', value: 1 },
        },
        {
          metric: 'requests, not preloaded (most)',
          value: Math.max(...coldRequests),
          unit: '',
          target: { op: '<=', value: 1 },
        },
        {
          metric: 'requests, preloaded (most)',
          value: Math.max(...warmRequests),
          unit: '',
          target: { op: '<=', value: 0 },
        },
        {
          metric: 'requests, back (most)',
          value: Math.max(...backRequests),
          unit: '',
          target: { op: '<=', value: 0 },
        },
      ];
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
