import type { WriteAdmission, WriteBudget } from '../accountStores';
import type { PgDb } from './db';
import { statement } from './db';

// The write budgets, exact across processes and machines as the sign-in limits are
// (sessions.ts): one transaction holding a transaction-level advisory lock on each key, taken in
// sorted order (so two admissions never wait for each other in a cycle); the counts and the
// inserts happen under them all.
const q = {
  lock: statement('writes.lock', `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`),
  nthStart: statement(
    'writes.nthStart',
    `SELECT at FROM write_starts WHERE key = $1 AND at > $2 ORDER BY at DESC LIMIT 1 OFFSET $3`,
  ),
  insert: statement('writes.insert', `INSERT INTO write_starts (key, at) VALUES ($1, $2)`),
  // Old rows of every key, a bounded batch per admission; rows another admission is deleting
  // are skipped rather than waited for.
  purge: statement(
    'writes.purge',
    `DELETE FROM write_starts WHERE id IN (
       SELECT id FROM write_starts WHERE at <= $1 LIMIT 500 FOR UPDATE SKIP LOCKED)`,
  ),
};

/** WriteLimitStore. */
export function writeLimitStore(db: PgDb) {
  return {
    admitWrite(
      budgets: readonly WriteBudget[],
      at: number,
      forgetBefore: number,
    ): Promise<WriteAdmission> {
      const keys = [...new Set(budgets.map((b) => b.key))].sort();
      return db.tx(async (tx): Promise<WriteAdmission> => {
        for (const key of keys) await tx.rows(q.lock(`folio:write:${key}`));
        for (const [index, budget] of budgets.entries()) {
          const nth = await tx.first<{ at: number }>(
            q.nthStart(budget.key, budget.since, budget.limit - 1),
          );
          if (nth) return { refused: index, at: nth.at };
        }
        await tx.run(q.purge(forgetBefore));
        for (const key of keys) await tx.run(q.insert(key, at));
        return { admitted: true };
      });
    },
  };
}
