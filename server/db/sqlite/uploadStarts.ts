import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

const statements = preparedOnce((db) => ({
  // The limit-th newest start inside the window: present exactly when the limit is reached,
  // and its time says when the window lets one more through.
  nthStart: db
    .prepare(
      `SELECT at FROM upload_starts WHERE user_id = ? AND at > ?
       ORDER BY at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  insert: db.prepare(`INSERT INTO upload_starts (user_id, at) VALUES (?, ?)`),
  purge: db.prepare(`DELETE FROM upload_starts WHERE at <= ?`),
}));

/**
 * Records an upload start for `userId` at `now` unless `perWindow` starts are already inside
 * the last `windowMs`. Returns the seconds until the window lets one more through, or 0 when
 * recorded. Check and record are one IMMEDIATE transaction, so the rate holds for uploads
 * spread over several processes on the same file.
 */
export function admitUploadStart(
  db: FolioDatabase,
  userId: number,
  now: number,
  limits: { perWindow: number; windowMs: number },
): number {
  const s = statements(db);
  const since = now - limits.windowMs;
  return db
    .transaction(() => {
      const nth = s.nthStart.get(userId, since, limits.perWindow - 1) as number | undefined;
      if (nth !== undefined) return Math.max(1, Math.ceil((nth - since) / 1000));
      s.purge.run(since);
      s.insert.run(userId, now);
      return 0;
    })
    .immediate();
}
