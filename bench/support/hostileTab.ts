/**
 * The reader's half of the hostile bench section: in headless Chromium, a reader on the home
 * page hovers an article's card (the router preloads the article and prepares its Markdown),
 * then opens it; the longest main-thread task from the hover on is the figure. The article is
 * written straight into the database, as a row saved before any save-time check would be.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../test/browser';
import type { HostileShape } from '../../test/hostile/markdown';
import type { TestServer } from '../../server/testing/testServer';
import { readLoadTimings, recordLoadTimings } from './pageProbes';

/** A page counts as settled once this long passes without a long task. */
const QUIET_MS = 1000;
/** The longest a frozen page is waited for: the figure is then at least this. */
const FREEZE_CAP_MS = 8000;
/** The reader's pause between hovering the card and clicking it. */
const HOVER_MS = 1500;

export interface TabTiming {
  shape: string;
  /** The longest main-thread task from the hover on, in ms. */
  worstTaskMs: number;
  /** The page stopped answering: the figure is how long it had been frozen when given up on. */
  froze: boolean;
}

/**
 * `promise`'s value, or null if it fails or `ms` pass first (a frozen page answers no evaluate).
 * Steps that resolve to nothing are mapped to `true` by the caller, so null means "no".
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([
    promise.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}

/** Waits until QUIET_MS pass without a long task (at most `capMs`); false if the page froze. */
async function settle(page: Page, capMs: number): Promise<boolean> {
  const deadline = Date.now() + capMs;
  while (Date.now() < deadline) {
    const state = await within(
      page.evaluate(() => ({
        now: performance.now(),
        tasks: (window as unknown as { folioLongTasks: { start: number; duration: number }[] })
          .folioLongTasks,
      })),
      2000,
    );
    if (!state) return false;
    const lastEnd = Math.max(0, ...state.tasks.map((t) => t.start + t.duration));
    if (state.now - lastEnd >= QUIET_MS) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
}

/** Inserts a published article with `body` by the demo author `grace`, newest of all. */
function insertArticle(server: TestServer, slug: string, title: string, body: string): void {
  const now = new Date().toISOString();
  server.db
    .prepare(
      `INSERT INTO articles (slug, title, summary, body, status, author_id, created_at,
         updated_at, published_at, revision, reading_minutes)
       VALUES (?, ?, '', ?, 'PUBLISHED', (SELECT id FROM users WHERE handle = 'grace'), ?, ?, ?, 1, 1)`,
    )
    .run(slug, title, body, now, now, now);
}

async function visit(browser: Browser, origin: string, slug: string, title: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await recordLoadTimings(page);
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 30_000 });
    const card = page.locator(`main a[href="/articles/${slug}"]`).first();
    await card.waitFor({ timeout: 30_000 });
    await settle(page, 10_000);
    const hoveredAt = Date.now();
    const start = await page.evaluate(() => performance.now());
    const frozeFor = (): number => Date.now() - hoveredAt;
    // Each step gives up when the page stops answering; how long it had been frozen is the figure.
    if (
      !(await within(
        card.hover({ timeout: FREEZE_CAP_MS }).then(() => true),
        FREEZE_CAP_MS + 1000,
      ))
    )
      return { worstTaskMs: frozeFor(), froze: true };
    await page.waitForTimeout(HOVER_MS);
    if (
      !(await within(
        card.click({ timeout: FREEZE_CAP_MS }).then(() => true),
        FREEZE_CAP_MS + 1000,
      ))
    )
      return { worstTaskMs: frozeFor(), froze: true };
    // The article's title is the first h1 in main. A locator with `hasText` would read the text
    // of every h1 on the page, on the page's main thread: 25,000 headings made that a long task
    // of its own (300–400 ms), counted against the page.
    const opened = await within(
      page
        .waitForFunction((t) => document.querySelector('main h1')?.textContent === t, title, {
          timeout: FREEZE_CAP_MS,
        })
        .then(() => true),
      FREEZE_CAP_MS + 1000,
    );
    if (opened === null || !(await settle(page, FREEZE_CAP_MS)))
      return { worstTaskMs: frozeFor(), froze: true };
    const timings = await within(readLoadTimings(page), 2000);
    if (!timings) return { worstTaskMs: frozeFor(), froze: true };
    const tasks = timings.longTasks.filter((t) => t.start + t.duration >= start);
    return { worstTaskMs: Math.max(0, ...tasks.map((t) => t.duration)), froze: false };
  } finally {
    // A renderer stuck in a task may not close politely; the caller relaunches if it hangs.
    await within(context.close(), 5000);
  }
}

/**
 * For each shape: a new article with the shape's body, a visit from the home page, and the
 * longest task from the hover on. The browser is relaunched after a page froze, so that a
 * renderer still busy cannot slow the next visit.
 */
export async function hostileTabTimings(
  server: TestServer,
  shapes: HostileShape[],
  length: number,
  onTiming: (timing: TabTiming) => void,
): Promise<TabTiming[]> {
  const results: TabTiming[] = [];
  let browser = await launchBrowser();
  try {
    for (const [i, shape] of shapes.entries()) {
      const slug = `hostile-tab-${i}`;
      const title = `Hostile tab ${shape.name}`;
      insertArticle(server, slug, title, shape.make(length));
      const timing = { shape: shape.name, ...(await visit(browser, server.origin, slug, title)) };
      results.push(timing);
      onTiming(timing);
      if (timing.froze) {
        await within(browser.close(), 10_000);
        browser = await launchBrowser();
      }
    }
  } finally {
    await within(browser.close(), 10_000);
  }
  return results;
}
