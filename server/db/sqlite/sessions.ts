import type { FolioDatabase } from './database';
import type { UserRow } from '../rows';
import type { SessionViewer, SignInAdmission } from '../accountStores';
import { preparedOnce } from './statements';

const statements = preparedOnce((db) => ({
  insert: db.prepare(
    `INSERT INTO sessions (token_hash, user_id, created_at, renewed_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ),
  // One statement resolves the viewer: session and user together.
  viewer: db.prepare(
    `SELECT s.id AS sessionId, s.renewed_at AS renewedAt,
            'User' AS kind, u.id, u.handle, u.name, u.bio, u.role, u.created_at AS createdAt
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.expires_at > ?`,
  ),
  renew: db.prepare(`UPDATE sessions SET renewed_at = ?, expires_at = ? WHERE id = ?`),
  deleteByHash: db.prepare(`DELETE FROM sessions WHERE token_hash = ?`),
  deleteByUser: db.prepare(`DELETE FROM sessions WHERE user_id = ?`),
  deleteExpired: db.prepare(`DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?`),
  // The limit-th newest row inside the window: present exactly when the limit
  // is reached, and its time says when the window lets one more through.
  nthFailure: db
    .prepare(
      `SELECT at FROM sign_in_failures WHERE handle = ? AND at > ?
       ORDER BY at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  nthAttempt: db
    .prepare(
      `SELECT at FROM sign_in_attempts WHERE address = ? AND at > ?
       ORDER BY at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  insertFailure: db.prepare(`INSERT INTO sign_in_failures (handle, at) VALUES (?, ?)`),
  insertAttempt: db.prepare(`INSERT INTO sign_in_attempts (address, at) VALUES (?, ?)`),
  deleteFailure: db.prepare(`DELETE FROM sign_in_failures WHERE id = ?`),
  purgeFailures: db.prepare(`DELETE FROM sign_in_failures WHERE at <= ?`),
  purgeAttempts: db.prepare(`DELETE FROM sign_in_attempts WHERE at <= ?`),
}));

/**
 * Stores a new session by the hash of its token, in one commit (each one waits for the disk:
 * synchronous = FULL): drops the session it replaces, if any, and the user's expired ones.
 */
export function insertSession(
  db: FolioDatabase,
  tokenHash: Buffer,
  userId: number,
  now: number,
  expiresAt: number,
  replaces: Buffer | null,
): void {
  const s = statements(db);
  db.transaction(() => {
    if (replaces) s.deleteByHash.run(replaces);
    s.deleteExpired.run(userId, now);
    s.insert.run(tokenHash, userId, now, now, expiresAt);
  })();
}

/** The live session with this token hash and its user, or undefined when none or expired. */
export function sessionViewer(
  db: FolioDatabase,
  tokenHash: Buffer,
  now: number,
): SessionViewer | undefined {
  const row = statements(db).viewer.get(tokenHash, now) as
    (UserRow & { sessionId: number; renewedAt: number }) | undefined;
  if (!row) return undefined;
  const { sessionId, renewedAt, ...user } = row;
  return { sessionId, renewedAt, user };
}

/** Pushes a session's expiry forward. */
export function renewSession(
  db: FolioDatabase,
  sessionId: number,
  now: number,
  expiresAt: number,
): void {
  statements(db).renew.run(now, expiresAt, sessionId);
}

/** Ends one session. */
export function deleteSession(db: FolioDatabase, tokenHash: Buffer): void {
  statements(db).deleteByHash.run(tokenHash);
}

/** Ends every session of a user. */
export function deleteUserSessions(db: FolioDatabase, userId: number): void {
  statements(db).deleteByUser.run(userId);
}

/**
 * When a limit of `limit` rows since `since` is reached: the time (epoch ms)
 * of the `limit`-th newest failure of `handle` (or attempt from `address`),
 * or undefined while under the limit.
 */
export function signInLimitReached(
  db: FolioDatabase,
  by: { handle: string } | { address: string },
  since: number,
  limit: number,
): number | undefined {
  const s = statements(db);
  return (
    'handle' in by
      ? s.nthFailure.get(by.handle, since, limit - 1)
      : s.nthAttempt.get(by.address, since, limit - 1)
  ) as number | undefined;
}

/**
 * Records a sign-in attempt, in one commit: one attempt for the address and
 * one failure for the handle (a failure until the password is proven), and
 * forgets both kinds of rows older than `expiredBefore`. Returns the failure's
 * id, for {@link forgetSignInFailure}.
 */
export function recordSignInAttempt(
  db: FolioDatabase,
  attempt: { handle: string; address: string; at: number; expiredBefore: number },
): number {
  const s = statements(db);
  return db.transaction(() => {
    s.purgeFailures.run(attempt.expiredBefore);
    s.purgeAttempts.run(attempt.expiredBefore);
    s.insertAttempt.run(attempt.address, attempt.at);
    return Number(s.insertFailure.run(attempt.handle, attempt.at).lastInsertRowid);
  })();
}

/**
 * Drops the one failure recorded for an attempt whose password proved right.
 * The handle's other failures stay for their whole window.
 */
export function forgetSignInFailure(db: FolioDatabase, failureId: number): void {
  statements(db).deleteFailure.run(failureId);
}

/**
 * The store's sign-in admission (Store.signIns.admitSignInAttempt): both limits read and the
 * attempt recorded under one write lock (IMMEDIATE), so processes sharing the file cannot all
 * pass the checks before any of them records.
 */
export function admitSignInAttempt(
  db: FolioDatabase,
  attempt: { handle: string; address: string; at: number; since: number },
  limits: { address: number; handle: number },
  mayRecord: () => boolean,
): SignInAdmission {
  const { handle, address, at, since } = attempt;
  return db
    .transaction((): SignInAdmission => {
      const addressFull = signInLimitReached(db, { address }, since, limits.address);
      if (addressFull !== undefined) return { refused: 'address', at: addressFull };
      const handleFull = signInLimitReached(db, { handle }, since, limits.handle);
      if (handleFull !== undefined) return { refused: 'handle', at: handleFull };
      if (!mayRecord()) return { refused: 'busy' };
      return {
        admitted: recordSignInAttempt(db, { handle, address, at, expiredBefore: since }),
      };
    })
    .immediate();
}
