import type { WriteAdmission, WriteBudget } from '../accountStores';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

const statements = preparedOnce((db) => ({
  // The limit-th newest start inside the window: present exactly when the limit is reached,
  // and its time says when the window lets one more through.
  nthStart: db
    .prepare(
      `SELECT at FROM write_starts WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  insert: db.prepare(`INSERT INTO write_starts (key, at) VALUES (?, ?)`),
  purge: db.prepare(`DELETE FROM write_starts WHERE at <= ?`),
}));

/**
 * The store's write admission (Store.writes.admitWrite): every budget read and the write
 * recorded under one write lock (IMMEDIATE), so processes sharing the file cannot all pass the
 * checks before any of them records. Committed without its own WAL sync (synchronous NORMAL for
 * this transaction): a budget's rows need not survive a power loss, and a second fsync on every
 * write held the event loop long enough that readers under load waited 30 s (test/load). The
 * write it admits syncs the WAL, these frames with it, under the connection's FULL.
 */
export function admitWrite(
  db: FolioDatabase,
  budgets: readonly WriteBudget[],
  at: number,
  forgetBefore: number,
): WriteAdmission {
  const s = statements(db);
  const admit = db.transaction((): WriteAdmission => {
    for (const [index, budget] of budgets.entries()) {
      const nth = s.nthStart.get(budget.key, budget.since, budget.limit - 1) as number | undefined;
      if (nth !== undefined) return { refused: index, at: nth };
    }
    s.purge.run(forgetBefore);
    for (const key of new Set(budgets.map((b) => b.key))) s.insert.run(key, at);
    return { admitted: true };
  });
  const synchronous = db.pragma('synchronous', { simple: true });
  db.pragma('synchronous = NORMAL');
  try {
    return admit.immediate();
  } finally {
    db.pragma(`synchronous = ${Number(synchronous)}`);
  }
}
