import crypto from 'node:crypto';
import type { UserRow } from '../rows';
import type { SignInAdmission } from '../accountStores';
import type { PgDb } from './db';
import { statement, storable } from './db';
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

/** SessionStore. */
export function sessionStore(db: PgDb) {
  return {
    insertSession(
      tokenHash: Buffer,
      userId: number,
      now: number,
      expiresAt: number,
      replaces: Buffer | null,
    ): Promise<void> {
      return db.tx(async (tx) => {
        if (replaces) await tx.run(q.dropReplaced(replaces));
        await tx.run(q.dropExpired(userId, now));
        await tx.run(q.insert(tokenHash, userId, now, expiresAt));
      });
    },
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

// The sign-in limits, exact across processes and machines: each admission is one transaction
// holding two transaction-level advisory locks, on the address and on the (lower-cased) handle,
// always taken in that order (so two admissions never wait for each other in a cycle). The
// count and the insert happen under both, so of 40 concurrent wrong attempts on one handle
// with a limit of 10, exactly 10 are admitted, whichever processes they reach.

const LOCK_KEY = `hashtextextended($1, 0)`;

const signIn = {
  lock: statement('signIns.lock', `SELECT pg_advisory_xact_lock(${LOCK_KEY})`),
  // The limit-th newest row inside the window: present exactly when the limit is reached.
  nthAttempt: statement(
    'signIns.nthAttempt',
    `SELECT at FROM sign_in_attempts WHERE address = $1 AND at > $2
     ORDER BY at DESC LIMIT 1 OFFSET $3`,
  ),
  nthFailure: statement(
    'signIns.nthFailure',
    `SELECT at FROM sign_in_failures WHERE handle = $1 AND at > $2
     ORDER BY at DESC LIMIT 1 OFFSET $3`,
  ),
  insertAttempt: statement(
    'signIns.insertAttempt',
    `INSERT INTO sign_in_attempts (address, at) VALUES ($1, $2)`,
  ),
  insertFailure: statement(
    'signIns.insertFailure',
    `INSERT INTO sign_in_failures (handle, at) VALUES ($1, $2) RETURNING id`,
  ),
  // Old rows of every handle and address, a bounded batch per admission; rows another
  // admission is deleting are skipped rather than waited for.
  purgeFailures: statement(
    'signIns.purgeFailures',
    `DELETE FROM sign_in_failures WHERE id IN (
       SELECT id FROM sign_in_failures WHERE at <= $1 LIMIT 500 FOR UPDATE SKIP LOCKED)`,
  ),
  purgeAttempts: statement(
    'signIns.purgeAttempts',
    `DELETE FROM sign_in_attempts WHERE id IN (
       SELECT id FROM sign_in_attempts WHERE at <= $1 LIMIT 500 FOR UPDATE SKIP LOCKED)`,
  ),
  forget: statement('signIns.forget', `DELETE FROM sign_in_failures WHERE id = $1`),
};

/** Longer than any handle, shorter than a btree entry may be (2,704 bytes) in any script. */
const MAX_KEY_LENGTH = 200;

/**
 * The handle as its failures are kept: itself, or, when PostgreSQL could not store it (a NUL,
 * db.ts storable) or index it (too long), `#` and its digest, which no handle can equal. Such a
 * try is still counted and limited, per handle, as SQLite counts it; it only never names a user.
 */
function failureKey(handle: string): string {
  if (storable(handle) && handle.length <= MAX_KEY_LENGTH) return handle;
  return `#${crypto.createHash('sha256').update(handle).digest('hex')}`;
}

/** SignInStore. */
export function signInStore(db: PgDb) {
  return {
    admitSignInAttempt(
      attempt: { handle: string; address: string; at: number; since: number },
      limits: { address: number; handle: number },
      mayRecord: () => boolean,
    ): Promise<SignInAdmission> {
      const handle = failureKey(attempt.handle.toLowerCase());
      return db.tx(async (tx): Promise<SignInAdmission> => {
        await tx.rows(signIn.lock(`folio:sign-in:address:${attempt.address}`));
        await tx.rows(signIn.lock(`folio:sign-in:handle:${handle}`));
        const byAddress = await tx.first<{ at: number }>(
          signIn.nthAttempt(attempt.address, attempt.since, limits.address - 1),
        );
        if (byAddress) return { refused: 'address', at: byAddress.at };
        const byHandle = await tx.first<{ at: number }>(
          signIn.nthFailure(handle, attempt.since, limits.handle - 1),
        );
        if (byHandle) return { refused: 'handle', at: byHandle.at };
        if (!mayRecord()) return { refused: 'busy' };
        await tx.run(signIn.purgeFailures(attempt.since));
        await tx.run(signIn.purgeAttempts(attempt.since));
        await tx.run(signIn.insertAttempt(attempt.address, attempt.at));
        const failure = await tx.first<{ id: number }>(signIn.insertFailure(handle, attempt.at));
        return { admitted: failure!.id };
      });
    },
    async forgetSignInFailure(failureId: number) {
      await db.run(signIn.forget(failureId));
    },
  };
}
