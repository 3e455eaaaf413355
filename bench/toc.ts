import type { Browser, CDPSession, Page } from 'playwright-core';
import { insertArticleNow } from '../server/db/sqlite/articleWrites';
import { launchBrowser } from '../test/browser';
import type { TestServer } from '../server/testing/testServer';
import { type BenchSection, type Metric, progress } from './section';
import { envNumber, median, startClientServer } from './support/clientBuild';

/** Sections of the dense article: the figure issue 15 quotes (~100 ms for its outline). */
const SECTIONS = 1500;
/** Section changes measured per visit. */
const STEPS = 20;

/** `## Section n` and a short paragraph, 1,500 times (about 90 KB); `plain`: no headings. */
function denseBody(plain: boolean): string {
  const parts: string[] = [];
  for (let i = 1; i <= SECTIONS; i++) {
    parts.push(
      plain ? `**Section ${i}**` : `## Section ${i}`,
      `Short section ${i} of the outline.`,
    );
  }
  return parts.join('\n\n');
}

function publish(server: TestServer, title: string, body: string): string {
  const author = server.db.prepare(`SELECT id FROM users ORDER BY id LIMIT 1`).get() as {
    id: number;
  };
  const at = new Date().toISOString();
  return insertArticleNow(server.db, {
    authorId: author.id,
    title,
    summary: '',
    body,
    tags: [],
    status: 'PUBLISHED',
    createdAt: at,
    publishedAt: at,
  }).slug;
}

/** Main-thread time (Chrome's TaskDuration) so far, in ms; `ScriptDuration` with 'script'. */
async function taskMs(cdp: CDPSession, kind: 'task' | 'script' = 'task'): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const name = kind === 'task' ? 'TaskDuration' : 'ScriptDuration';
  return (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
}

/** Waits until no task has run for `quietMs` (polling the main-thread total). */
async function settle(page: Page, cdp: CDPSession, quietMs = 600): Promise<void> {
  let last = await taskMs(cdp);
  for (let i = 0; i < 100; i++) {
    await page.waitForTimeout(quietMs);
    const now = await taskMs(cdp);
    // The polling itself costs a little main-thread time.
    if (now - last < 5) return;
    last = now;
  }
}

interface Visit {
  openMs: number;
  openScriptMs: number;
  stepMs: number[];
  stepScriptMs: number[];
}

async function visit(browser: Browser, url: string, steps: boolean): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await taskMs(cdp);
    const scriptBefore = await taskMs(cdp, 'script');
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await settle(page, cdp);
    const openMs = (await taskMs(cdp)) - before;
    const openScriptMs = (await taskMs(cdp, 'script')) - scriptBefore;
    const stepMs: number[] = [];
    const stepScriptMs: number[] = [];
    if (steps) {
      await page.evaluate(() => {
        document.getElementById('h-section-100')!.scrollIntoView({ block: 'start' });
      });
      await page.waitForFunction(() => document.querySelector('nav.toc [aria-current]'));
      await settle(page, cdp, 300);
    }
    for (let k = 0; steps && k < STEPS; k++) {
      // The next section after the current one: each step scrolls one short section (about
      // 100 px), so the page has little to lay out and paint and the outline's update dominates.
      const previous = await page.evaluate(
        () => document.querySelector('nav.toc [aria-current="location"]')!.textContent!,
      );
      const next = Number(previous.replace('Section ', '')) + 1;
      const start = await taskMs(cdp);
      const scriptStart = await taskMs(cdp, 'script');
      await page.evaluate((n) => {
        document.getElementById(`h-section-${n}`)!.scrollIntoView({ block: 'start' });
      }, next);
      await page.waitForFunction(
        (previous) =>
          document.querySelector('nav.toc [aria-current="location"]')?.textContent !== previous,
        previous,
        { timeout: 30_000 },
      );
      await settle(page, cdp, 300);
      stepMs.push((await taskMs(cdp)) - start);
      stepScriptMs.push((await taskMs(cdp, 'script')) - scriptStart);
    }
    return { openMs, openScriptMs, stepMs, stepScriptMs };
  } finally {
    await context.close();
  }
}

/**
 * An article of 1,500 short sections at 1280 × 800: the main-thread time of opening it, the same
 * text without headings (so without an outline; the difference is the outline's share), and of
 * one change of the section being read (the scroll spy: observer callback, render, paint).
 */
export const tocSection: BenchSection = {
  name: 'toc',
  description: 'Table of contents on a 1,500-section article: open, its share, per section change',
  async run(): Promise<Metric[]> {
    const runs = envNumber('FOLIO_BENCH_RUNS', 5);
    const server = await startClientServer();
    const browser = await launchBrowser();
    try {
      const dense = publish(server, 'Fifteen hundred sections', denseBody(false));
      const plain = publish(server, 'Fifteen hundred paragraphs', denseBody(true));
      const opened: number[] = [];
      const openedScript: number[] = [];
      const withoutToc: number[] = [];
      const withoutTocScript: number[] = [];
      const steps: number[] = [];
      const stepsScript: number[] = [];
      for (let i = 0; i < runs; i++) {
        const withToc = await visit(browser, `${server.origin}/articles/${dense}`, true);
        const without = await visit(browser, `${server.origin}/articles/${plain}`, false);
        progress(
          `run ${i + 1}: open ${withToc.openMs.toFixed(0)} ms, without headings ` +
            `${without.openMs.toFixed(0)} ms, section change median ` +
            `${median(withToc.stepMs).toFixed(1)} ms`,
        );
        opened.push(withToc.openMs);
        openedScript.push(withToc.openScriptMs);
        withoutToc.push(without.openMs);
        withoutTocScript.push(without.openScriptMs);
        steps.push(...withToc.stepMs);
        stepsScript.push(...withToc.stepScriptMs);
      }
      return [
        { metric: 'open, main-thread ms', value: median(opened), unit: 'ms' },
        { metric: 'open, same text without headings', value: median(withoutToc), unit: 'ms' },
        { metric: 'open, script ms', value: median(openedScript), unit: 'ms' },
        {
          metric: 'open, script ms without headings',
          value: median(withoutTocScript),
          unit: 'ms',
        },
        { metric: 'section change, main-thread ms (median)', value: median(steps), unit: 'ms' },
        { metric: 'section change, script ms (median)', value: median(stepsScript), unit: 'ms' },
        {
          metric: 'section change, p90',
          value: [...steps].sort((a, b) => a - b)[Math.floor(steps.length * 0.9)]!,
          unit: 'ms',
        },
      ];
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
