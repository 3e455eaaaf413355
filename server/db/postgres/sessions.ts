import type { SessionEngine, SessionQueries } from '../../domain/sessions';
import { runAsync } from '../../domain/work';
import type { UserRow } from '../rows';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { USER_COLUMNS } from './users';

const q = {
  dropReplaced: statement('sessions.dropReplaced', `DELETE FROM sessions WHERE token_hash = $1`),
  dropExpired: statement(
    'sessions.dropExpired',
    `DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2`,
  ),
  insert: statement(
    'sessions.insert',
    `INSERT INTO sessions (token_hash, user_id, created_at, renewed_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
  ),
  // One statement resolves the viewer: session and user together.
  viewer: statement(
    'sessions.viewer',
    `SELECT s.id AS "sessionId", s.renewed_at AS "renewedAt", ${USER_COLUMNS}
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
  ),
  renew: statement(
    'sessions.renew',
    `UPDATE sessions SET renewed_at = $2, expires_at = $3 WHERE id = $1`,
  ),
  deleteByUser: statement('sessions.deleteByUser', `DELETE FROM sessions WHERE user_id = $1`),
};

/** The queries that store a session (which sessions go is server/domain/sessions.ts's). */
export function postgresSessionEngine(db: PgDb): SessionEngine {
  const queries = (tx: Exec): SessionQueries => ({
    deleteSession: async (tokenHash) => void (await tx.run(q.dropReplaced(tokenHash))),
    deleteExpiredSessions: async (userId, now) => void (await tx.run(q.dropExpired(userId, now))),
    insertSession: async (tokenHash, userId, now, expiresAt) =>
      void (await tx.run(q.insert(tokenHash, userId, now, expiresAt))),
  });
  return { transaction: (work) => db.tx((tx) => runAsync(work(queries(tx)))) };
}

/** SessionStore's reads and deletes; storing one is storeSession's (server/domain/sessions.ts). */
export function sessionStore(db: PgDb) {
  return {
    async sessionViewer(tokenHash: Buffer, now: number) {
      const row = await db.first<UserRow & { sessionId: number; renewedAt: number }>(
        q.viewer(tokenHash, now),
      );
      if (!row) return undefined;
      const { sessionId, renewedAt, ...user } = row;
      return { sessionId, renewedAt, user };
    },
    async renewSession(sessionId: number, now: number, expiresAt: number) {
      await db.run(q.renew(sessionId, now, expiresAt));
    },
    async deleteSession(tokenHash: Buffer) {
      await db.run(q.dropReplaced(tokenHash));
    },
    async deleteUserSessions(userId: number) {
      await db.run(q.deleteByUser(userId));
    },
  };
}

const signIn = {
  forget: statement('signIns.forget', `DELETE FROM sign_in_failures WHERE id = $1`),
};

/** SignInStore's own query; its admission is server/domain/admissions.ts over admissions.ts. */
export function signInStore(db: PgDb) {
  return {
    async forgetSignInFailure(failureId: number) {
      await db.run(signIn.forget(failureId));
    },
  };
}
