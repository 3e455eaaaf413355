import type { FolioDatabase } from './database';
import type { UserRow } from './rows';
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

/** Stores a new session by the hash of its token; also drops the user's expired ones. */
export function insertSession(
  db: FolioDatabase,
  tokenHash: Buffer,
  userId: number,
  now: number,
  expiresAt: number,
): void {
  const s = statements(db);
  s.deleteExpired.run(userId, now);
  s.insert.run(tokenHash, userId, now, now, expiresAt);
}

export interface SessionViewer {
  sessionId: number;
  renewedAt: number;
  user: UserRow;
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

/** Why {@link claimSignInAttempt} refused, or the failure it recorded. */
export type SignInClaim =
  /** The limit is reached; `at` is the limit-th newest row's time (the window frees one then). */
  | { refused: 'address' | 'handle'; at: number }
  /** Under the limits, but `admit` said no: nothing was written. */
  | { refused: 'busy' }
  | { failureId: number };

/**
 * Checks the per-address and per-handle limits and, when both leave room and `admit` agrees,
 * records the attempt: one attempt for the address and one failure for the handle (a failure
 * until the password is proven), forgetting rows older than `since`. Check and record are one
 * IMMEDIATE transaction, so they are atomic across processes on the same file too: a deferred
 * one reads before it takes the write lock, and two processes could both see 9 failures and
 * both let a 10th through. The failure's id is for {@link forgetSignInFailure}.
 */
export function claimSignInAttempt(
  db: FolioDatabase,
  attempt: {
    handle: string;
    address: string;
    at: number;
    since: number;
    maxAttempts: number;
    maxFailures: number;
  },
  admit: () => boolean,
): SignInClaim {
  const s = statements(db);
  const { handle, address, at, since } = attempt;
  return db
    .transaction((): SignInClaim => {
      const addressFull = s.nthAttempt.get(address, since, attempt.maxAttempts - 1) as
        number | undefined;
      if (addressFull !== undefined) return { refused: 'address', at: addressFull };
      const handleFull = s.nthFailure.get(handle, since, attempt.maxFailures - 1) as
        number | undefined;
      if (handleFull !== undefined) return { refused: 'handle', at: handleFull };
      if (!admit()) return { refused: 'busy' };
      s.purgeFailures.run(since);
      s.purgeAttempts.run(since);
      s.insertAttempt.run(address, at);
      return { failureId: Number(s.insertFailure.run(handle, at).lastInsertRowid) };
    })
    .immediate();
}

/**
 * Drops the one failure recorded for an attempt whose password proved right.
 * The handle's other failures stay for their whole window.
 */
export function forgetSignInFailure(db: FolioDatabase, failureId: number): void {
  statements(db).deleteFailure.run(failureId);
}
