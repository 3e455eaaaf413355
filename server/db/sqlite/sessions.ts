import type { SessionEngine, SessionQueries } from '../../domain/sessions';
import { runSync } from '../../domain/work';
import type { FolioDatabase } from './database';
import type { UserRow } from '../rows';
import type { SessionViewer } from '../accountStores';
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
  deleteFailure: db.prepare(`DELETE FROM sign_in_failures WHERE id = ?`),
}));

/**
 * The queries that store a session (which sessions go is server/domain/sessions.ts's), in one
 * commit: each one waits for the disk (synchronous = FULL).
 */
export function sqliteSessionEngine(db: FolioDatabase): SessionEngine {
  const s = statements(db);
  const q: SessionQueries = {
    deleteSession: (tokenHash) => void s.deleteByHash.run(tokenHash),
    deleteExpiredSessions: (userId, now) => void s.deleteExpired.run(userId, now),
    insertSession: (tokenHash, userId, now, expiresAt) =>
      void s.insert.run(tokenHash, userId, now, now, expiresAt),
  };
  return { transaction: async (work) => db.transaction(() => runSync(work(q)))() };
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
 * Drops the one failure recorded for an attempt whose password proved right.
 * The handle's other failures stay for their whole window.
 */
export function forgetSignInFailure(db: FolioDatabase, failureId: number): void {
  statements(db).deleteFailure.run(failureId);
}
