import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// Scheduled publishing's list of due articles (server/http/scheduler.ts runs it; setting a
// schedule and the publish are server/domain/articleStatus.ts's). Times are ISO-8601 UTC strings with
// milliseconds, so comparing them as text compares them in time.

const statements = preparedOnce((db) => ({
  // The partial index articles_scheduled holds only scheduled rows.
  due: db.prepare(
    `SELECT id FROM articles WHERE scheduled_at IS NOT NULL AND scheduled_at <= ?
     ORDER BY scheduled_at, id LIMIT ?`,
  ),
}));

/** Ids of articles whose time has come, earliest first, at most `limit`. */
export function dueArticleIds(db: FolioDatabase, now: string, limit: number): number[] {
  return (statements(db).due.all(now, limit) as { id: number }[]).map((row) => row.id);
}
