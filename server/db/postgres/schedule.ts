import type { PgDb } from './db';
import { statement } from './db';

const q = {
  // A schedule is set on a draft only; null always clears.
  set: statement(
    'schedule.set',
    `UPDATE articles SET scheduled_at = $2::timestamptz
     WHERE id = $1 AND ($2::timestamptz IS NULL OR status = 'DRAFT')`,
  ),
  due: statement(
    'schedule.due',
    `SELECT id FROM articles WHERE scheduled_at IS NOT NULL AND scheduled_at <= $1::timestamptz
     ORDER BY scheduled_at, id LIMIT $2`,
  ),
};

/** ScheduleStore's reads and writes of the schedule (its publish is server/domain/'s). */
export function scheduleStore(db: PgDb) {
  return {
    async setSchedule(id: number, at: string | null) {
      return (await db.run(q.set(id, at))) === 1;
    },
    async dueArticleIds(now: string, limit: number) {
      return (await db.rows<{ id: number }>(q.due(now, limit))).map((row) => row.id);
    },
  };
}
