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
  countFailures: db.prepare(
    `SELECT COUNT(*) AS n FROM sign_in_failures WHERE handle = ? AND at > ?`,
  ),
  insertFailure: db.prepare(`INSERT INTO sign_in_failures (handle, at) VALUES (?, ?)`),
  forgetFailures: db.prepare(`DELETE FROM sign_in_failures WHERE handle = ?`),
  purgeFailures: db.prepare(`DELETE FROM sign_in_failures WHERE at <= ?`),
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

/** Failed sign-ins for a handle since `since` (epoch ms). */
export function countSignInFailures(db: FolioDatabase, handle: string, since: number): number {
  return (statements(db).countFailures.get(handle, since) as { n: number }).n;
}

/** Records a failed sign-in and forgets failures older than `expiredBefore`. */
export function recordSignInFailure(
  db: FolioDatabase,
  handle: string,
  now: number,
  expiredBefore: number,
): void {
  const s = statements(db);
  s.purgeFailures.run(expiredBefore);
  s.insertFailure.run(handle, now);
}

/** Forgets a handle's failures after a successful sign-in. */
export function forgetSignInFailures(db: FolioDatabase, handle: string): void {
  statements(db).forgetFailures.run(handle);
}
