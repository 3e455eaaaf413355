import type { FastifyInstance } from 'fastify';
import { isBlank } from '../schema/rules';
import { articlesByIds, setArticleStatus } from './db/articles';
import type { FolioDatabase } from './db/database';
import { dueArticleIds, setSchedule } from './db/schedule';

/** How often the server looks for due articles, by default (FOLIO_SCHEDULE_MS). */
export const SCHEDULE_INTERVAL_MS = 30_000;

const BATCH = 100;

/**
 * Publishes every draft whose `scheduled_at` has come, each in its own transaction with
 * publishArticle's rules checked again there: an article emptied, published or archived
 * since it was scheduled loses its schedule instead. Returns the ids published. Safe to run
 * from several processes at once: a row is decided once, inside its IMMEDIATE transaction.
 */
export function publishDueArticles(db: FolioDatabase, now: number): number[] {
  const at = new Date(now).toISOString();
  const published: number[] = [];
  for (;;) {
    const ids = dueArticleIds(db, at, BATCH);
    for (const id of ids) {
      const done = db
        .transaction(() => {
          const [article] = articlesByIds(db, [id]);
          if (!article || article.scheduledAt === null || article.scheduledAt > at) return false;
          if (article.status !== 'DRAFT' || isBlank(article.body)) {
            setSchedule(db, id, null);
            return false;
          }
          setArticleStatus(db, id, 'PUBLISHED', at);
          return true;
        })
        .immediate();
      if (done) published.push(id);
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
  db: FolioDatabase,
  options: SchedulerOptions = {},
): void {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const check = () => {
    if (!db.open) return stop();
    try {
      for (const id of publishDueArticles(db, now()))
        app.log.info(`scheduled article ${id} published`);
    } catch (error) {
      app.log.error(error, 'scheduled publishing failed');
    }
  };
  app.addHook('onReady', async () => {
    check();
    timer = setInterval(check, options.intervalMs ?? SCHEDULE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => stop());
}
