import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';

/** How often the server looks for due articles, by default (FOLIO_SCHEDULE_MS). */
export const SCHEDULE_INTERVAL_MS = 30_000;

const BATCH = 100;

/**
 * Publishes every draft whose `scheduled_at` has come, each in its own transaction with
 * publishArticle's rules checked again there (Store.schedule.publishIfDue): an article
 * emptied, published or archived since it was scheduled loses its schedule instead. Returns
 * the ids published. Safe to run from several processes at once: a row is decided once.
 */
export async function publishDueArticles(store: Store, now: number): Promise<number[]> {
  const at = new Date(now).toISOString();
  const published: number[] = [];
  for (;;) {
    const ids = await store.schedule.dueArticleIds(at, BATCH);
    for (const id of ids) {
      if (await store.schedule.publishIfDue(id, at)) published.push(id);
    }
    // Every id seen was published or lost its schedule, so the next batch is new rows.
    if (ids.length < BATCH) return published;
  }
}

/** When and how often the scheduler runs; `now` is the clock (tests pass their own). */
export interface SchedulerOptions {
  intervalMs?: number;
  now?: () => number;
}

/**
 * Scheduled publishing that survives restarts: the schedule is a column, due articles are
 * published when the app is ready (start-up) and then by a check every `intervalMs`; the timer
 * does not keep the process alive and stops with the app or the store.
 */
export function runScheduler(
  app: FastifyInstance,
  store: Store,
  options: SchedulerOptions = {},
): void {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  // One check at a time: a slow store never has two runs over the same rows.
  let running: Promise<void> | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const run = async () => {
    try {
      for (const id of await publishDueArticles(store, now()))
        app.log.info(`scheduled article ${id} published`);
    } catch (error) {
      // A store closed under the timer (tests close it before the app) ends the schedule.
      if (!timer) return;
      app.log.error(error, 'scheduled publishing failed');
    }
  };
  const check = () => {
    running ??= run().finally(() => (running = null));
    return running;
  };
  app.addHook('onReady', async () => {
    await check();
    timer = setInterval(check, options.intervalMs ?? SCHEDULE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stop();
    await running;
  });
}
