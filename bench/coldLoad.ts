import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/browser';
import { type BenchSection, type Metric, progress } from './section';
import { envNumber, longestArticle, median, startClientServer } from './support/clientBuild';
import {
  type LoadTimings,
  readLoadTimings,
  recordLoadTimings,
  totalBlockingTime,
} from './support/pageProbes';

/** Largest contentful paint of a cold visit, on a CPU slowed 4×. */
export const LCP_TARGET_MS = 1200;
/** Total blocking time of a cold visit, on a CPU slowed 4×. */
export const TBT_TARGET_MS = 150;
/** Chrome DevTools' "mid-tier mobile" slowdown. */
const CPU_SLOWDOWN = 4;
/** The page counts as settled once this long has passed without a long task after load. */
const QUIET_MS = 1000;

export interface Run extends LoadTimings {
  /** Where the TBT window ends: load + quiet, or the LCP if that came later. */
  settled: number;
}

export async function coldVisit(browser: Browser, url: string): Promise<Run> {
  // A new context each time: empty HTTP cache, no service state, no Relay store.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await recordLoadTimings(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const timings = await readLoadTimings(page);
      const now = await page.evaluate(() => performance.now());
      const lastTaskEnd = Math.max(0, ...timings.longTasks.map((t) => t.start + t.duration));
      const busyUntil = Math.max(lastTaskEnd, timings.load, timings.lcp ?? 0);
      if (
        (timings.load > 0 && timings.lcp !== null && now - busyUntil >= QUIET_MS) ||
        Date.now() > deadline
      ) {
        return { ...timings, settled: busyUntil + QUIET_MS };
      }
      await page.waitForTimeout(250);
    }
  } finally {
    await context.close();
  }
}

/**
 * Cold visits to `/` and the longest demo article in headless Chromium with the CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate): largest contentful paint and total blocking time, the
 * median of several runs each (the two pages alternate, so drift hits both alike).
 */
export const coldLoadSection: BenchSection = {
  name: 'coldLoad',
  description: 'LCP and TBT of cold visits to / and a long article, CPU slowed 4× (median)',
  async run(): Promise<Metric[]> {
    const runs = envNumber('FOLIO_BENCH_COLD_RUNS', 5);
    const server = await startClientServer();
    const browser = await launchBrowser();
    try {
      const article = longestArticle(server);
      const pages = [
        { name: 'home', url: `${server.origin}/` },
        { name: 'article', url: `${server.origin}/articles/${article.slug}` },
      ];
      progress(`article: /articles/${article.slug}; ${runs} runs each, CPU ÷${CPU_SLOWDOWN}`);
      // One unmeasured visit each: the server's first compile of each query, disk caches.
      for (const p of pages) await coldVisit(browser, p.url);
      const results: Record<string, Run[]> = { home: [], article: [] };
      for (let i = 0; i < runs; i++) {
        for (const p of pages) {
          const run = await coldVisit(browser, p.url);
          results[p.name]!.push(run);
          progress(
            `${p.name} #${i + 1}: LCP ${run.lcp?.toFixed(0)} ms (${run.lcpElement}), ` +
              `TBT ${totalBlockingTime(run.longTasks, run.settled).toFixed(0)} ms ` +
              `(${run.longTasks.length} long tasks), load ${run.load.toFixed(0)} ms`,
          );
        }
      }
      const metrics: Metric[] = [];
      for (const p of pages) {
        const list = results[p.name]!;
        if (list.some((run) => run.lcp === null)) throw new Error(`${p.name}: no LCP entry`);
        metrics.push(
          {
            metric: `${p.name} LCP (median)`,
            value: median(list.map((run) => run.lcp!)),
            unit: 'ms',
            target: { op: '<=', value: LCP_TARGET_MS },
          },
          {
            metric: `${p.name} TBT (median)`,
            value: median(list.map((run) => totalBlockingTime(run.longTasks, run.settled))),
            unit: 'ms',
            target: { op: '<=', value: TBT_TARGET_MS },
          },
          {
            metric: `${p.name} TBT before LCP (median)`,
            value: median(list.map((run) => totalBlockingTime(run.longTasks, run.lcp!))),
            unit: 'ms',
          },
          {
            metric: `${p.name} load event (median)`,
            value: median(list.map((run) => run.load)),
            unit: 'ms',
          },
        );
      }
      return metrics;
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
