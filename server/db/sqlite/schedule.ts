import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// Scheduled publishing's SQL (server/scheduler.ts runs it; the publish itself is
// server/domain/articleStatus.ts publishIfDue). Times are ISO-8601 UTC strings with
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
