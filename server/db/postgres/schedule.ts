import type { PgDb } from './db';
import { statement } from './db';

const q = {
  due: statement(
    'schedule.due',
    `SELECT id FROM articles WHERE scheduled_at IS NOT NULL AND scheduled_at <= $1::timestamptz
     ORDER BY scheduled_at, id LIMIT $2`,
  ),
};

/** ScheduleStore's list of due articles (its writes are server/domain/articleStatus.ts's). */
export function scheduleStore(db: PgDb) {
  return {
    async dueArticleIds(now: string, limit: number) {
      return (await db.rows<{ id: number }>(q.due(now, limit))).map((row) => row.id);
    },
  };
}
