import type { Page } from 'playwright-core';

/**
 * From the start of every document of `page`: once a `main h1` whose text is `title` is in the
 * DOM, the next animation frame stores `performance.now()` on `window.folioHeadingPainted`.
 */
export async function watchForHeading(page: Page, title: string): Promise<void> {
  // A script text rather than a function: tsx names functions with a `__name` helper that
  // does not exist in the page.
  await page.addInitScript({
    content: `(() => {
      const expected = ${JSON.stringify(title)};
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (!h1 || h1.textContent.trim() !== expected) return;
        observer.disconnect();
        requestAnimationFrame(() => { window.folioHeadingPainted = performance.now(); });
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    })();`,
  });
}

/** What the LCP / long-task probe recorded, in ms since navigation start. */
export interface LoadTimings {
  lcp: number | null;
  lcpElement: string;
  longTasks: { start: number; duration: number }[];
  load: number;
}

/**
 * From the start of every document of `page`: keeps every largest-contentful-paint candidate
 * and every long task (buffered, so nothing before the observer is lost).
 */
export async function recordLoadTimings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      folioLcp: { time: number; element: string }[];
      folioLongTasks: { start: number; duration: number }[];
    };
    w.folioLcp = [];
    w.folioLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        const element = entry.element;
        const label = element
          ? `${element.localName}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
          : '(removed)';
        w.folioLcp.push({ time: entry.startTime, element: label });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.folioLongTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Reads what recordLoadTimings kept. */
export async function readLoadTimings(page: Page): Promise<LoadTimings> {
  return page.evaluate(() => {
    const w = window as unknown as {
      folioLcp: { time: number; element: string }[];
      folioLongTasks: { start: number; duration: number }[];
    };
    const last = w.folioLcp[w.folioLcp.length - 1];
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      lcp: last ? last.time : null,
      lcpElement: last ? last.element : '',
      longTasks: [...w.folioLongTasks],
      load: nav ? nav.loadEventEnd : 0,
    };
  });
}

/**
 * Total blocking time: the part of each long task beyond 50 ms, for the tasks that started
 * before `until` (ms since navigation start).
 */
export function totalBlockingTime(
  longTasks: { start: number; duration: number }[],
  until: number,
): number {
  return longTasks
    .filter((task) => task.start < until)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/**
 * Arms a one-shot measurement in the page: the start is `performance.now()` at the next click
 * (a capture listener on window, so it runs before the app's own handlers) or, with
 * `startNow`, at arming; the end is the first animation frame after a `main h1` whose text is
 * `title` appears. Read the result with `navigationTime`.
 */
export async function armNavigationProbe(
  page: Page,
  title: string,
  startNow = false,
): Promise<void> {
  await page.evaluate(
    ([expected, now]) => {
      const probe: { start: number | null; end: number | null } = { start: null, end: null };
      (window as unknown as { folioNav: typeof probe }).folioNav = probe;
      if (now) probe.start = performance.now();
      else {
        addEventListener('click', () => (probe.start ??= performance.now()), {
          capture: true,
          once: true,
        });
      }
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (!h1 || h1.textContent?.trim() !== expected) return;
        observer.disconnect();
        requestAnimationFrame(() => (probe.end = performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [title, startNow] as const,
  );
}

/** Waits for the armed probe to finish and returns end − start in ms. */
export async function navigationTime(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const probe = (
        window as unknown as { folioNav?: { start: number | null; end: number | null } }
      ).folioNav;
      return probe && probe.start !== null && probe.end !== null ? probe.end - probe.start : null;
    },
    null,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}
