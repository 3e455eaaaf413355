import { isBlank } from '../../../schema/rules';
import { articlesByIds, setArticleStatus } from './articles';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// Scheduled publishing's SQL (server/scheduler.ts runs it). Times are ISO-8601 UTC strings with
// milliseconds, so comparing them as text compares them in time.

const statements = preparedOnce((db) => ({
  // A schedule is set on a draft only; null always clears.
  set: db.prepare(
    `UPDATE articles SET scheduled_at = @at
     WHERE id = @id AND (@at IS NULL OR status = 'DRAFT')`,
  ),
  // The partial index articles_scheduled holds only scheduled rows.
  due: db.prepare(
    `SELECT id FROM articles WHERE scheduled_at IS NOT NULL AND scheduled_at <= ?
     ORDER BY scheduled_at, id LIMIT ?`,
  ),
}));

/** Sets (an ISO time) or clears (null) an article's schedule; false when a draft is no longer one. */
export function setSchedule(db: FolioDatabase, id: number, at: string | null): boolean {
  return statements(db).set.run({ id, at }).changes === 1;
}

/** Ids of articles whose time has come, earliest first, at most `limit`. */
export function dueArticleIds(db: FolioDatabase, now: string, limit: number): number[] {
  return (statements(db).due.all(now, limit) as { id: number }[]).map((row) => row.id);
}

/**
 * Decides one due article in its own IMMEDIATE transaction, with publishArticle's rules checked
 * again there (Store.schedule.publishIfDue): a row is decided once, whichever process runs it.
 */
export function publishIfDue(db: FolioDatabase, id: number, at: string): boolean {
  return db
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
}
