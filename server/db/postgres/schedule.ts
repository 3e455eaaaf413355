import { isBlank } from '../../../schema/rules';
import { lockArticle } from './articles';
import { changeStatus, withFreeSlug } from './articleWrites';
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
  // Locked: several processes may decide the same due article; the second waits, then sees it
  // published (no longer scheduled) and does nothing.
  lock: statement(
    'schedule.lock',
    `SELECT status, body, scheduled_at <= $2::timestamptz AS due FROM articles WHERE id = $1 FOR UPDATE`,
  ),
  clear: statement('schedule.clear', `UPDATE articles SET scheduled_at = NULL WHERE id = $1`),
};

/** ScheduleStore. */
export function scheduleStore(db: PgDb) {
  return {
    async setSchedule(id: number, at: string | null) {
      return (await db.run(q.set(id, at))) === 1;
    },
    async dueArticleIds(now: string, limit: number) {
      return (await db.rows<{ id: number }>(q.due(now, limit))).map((row) => row.id);
    },
    publishIfDue(id: number, now: string): Promise<boolean> {
      return withFreeSlug(db, async (tx, claim, refused) => {
        const row = await tx.first<{ status: string; body: string; due: boolean | null }>(
          q.lock(id, now),
        );
        if (!row?.due) return false;
        if (row.status !== 'DRAFT' || isBlank(row.body)) {
          await tx.run(q.clear(id));
          return false;
        }
        await changeStatus(tx, await lockArticle(tx, id), 'PUBLISHED', now, claim, refused);
        return true;
      });
    },
  };
}
