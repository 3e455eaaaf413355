import crypto from 'node:crypto';
import type { AdmissionEngine, AdmissionQueries } from '../../domain/admissions';
import { runAsync } from '../../domain/work';
import type { Exec, PgDb } from './db';
import { statement, storable } from './db';

// The admissions' queries on PostgreSQL (the limits are server/domain/admissions.ts's), exact
// across processes and machines: each admission is one transaction holding transaction-level
// advisory locks, a sign-in's on the address and then the (lower-cased) handle, a write's on
// each key in sorted order, so two admissions never wait for each other in a cycle. The counts
// and the inserts happen under them.

const q = {
  lock: statement('admissions.lock', `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`),
  // The limit-th newest row inside the window: present exactly when the limit is reached, and
  // its time says when the window lets one more through.
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
  // Old rows, a bounded batch per admission; rows another admission is deleting are skipped
  // rather than waited for.
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
  nthWrite: statement(
    'writes.nthStart',
    `SELECT at FROM write_starts WHERE key = $1 AND at > $2 ORDER BY at DESC LIMIT 1 OFFSET $3`,
  ),
  insertWrite: statement('writes.insert', `INSERT INTO write_starts (key, at) VALUES ($1, $2)`),
  purgeWrites: statement(
    'writes.purge',
    `DELETE FROM write_starts WHERE id IN (
       SELECT id FROM write_starts WHERE at <= $1 LIMIT 500 FOR UPDATE SKIP LOCKED)`,
  ),
};

/** Longer than any handle, shorter than a btree entry may be (2,704 bytes) in any script. */
const MAX_KEY_LENGTH = 200;

/**
 * The handle as its failures are kept: lower-cased, or, when PostgreSQL could not store it (a
 * NUL, db.ts storable) or index it (too long), `#` and its digest, which no handle can equal.
 * Such a try is still counted and limited, per handle, as SQLite counts it; it only never
 * names a user.
 */
function failureKey(handle: string): string {
  const lower = handle.toLowerCase();
  if (storable(lower) && lower.length <= MAX_KEY_LENGTH) return lower;
  return `#${crypto.createHash('sha256').update(lower).digest('hex')}`;
}

/** The admission queries on one transaction's client. */
function admissionQueries(tx: Exec): AdmissionQueries {
  const at = async (sql: ReturnType<typeof q.nthWrite>) =>
    (await tx.first<{ at: number }>(sql))?.at;
  return {
    async holdSignIn(address, handle) {
      await tx.rows(q.lock(`folio:sign-in:address:${address}`));
      await tx.rows(q.lock(`folio:sign-in:handle:${failureKey(handle)}`));
    },
    async holdWrites(keys) {
      for (const key of keys) await tx.rows(q.lock(`folio:write:${key}`));
    },
    nthAttempt: (address, since, offset) => at(q.nthAttempt(address, since, offset)),
    nthFailure: (handle, since, offset) => at(q.nthFailure(failureKey(handle), since, offset)),
    async forgetSignIns(before) {
      await tx.run(q.purgeFailures(before));
      await tx.run(q.purgeAttempts(before));
    },
    async recordAttempt(address, when) {
      await tx.run(q.insertAttempt(address, when));
    },
    recordFailure: async (handle, when) =>
      (await tx.first<{ id: number }>(q.insertFailure(failureKey(handle), when)))!.id,
    nthWrite: (key, since, offset) => at(q.nthWrite(key, since, offset)),
    async forgetWrites(before) {
      await tx.run(q.purgeWrites(before));
    },
    async recordWrite(key, when) {
      await tx.run(q.insertWrite(key, when));
    },
  };
}

/** The admissions' engine over the pool (every commit waits for the WAL flush, as configured). */
export function postgresAdmissionEngine(db: PgDb): AdmissionEngine {
  return { transaction: (work) => db.tx((tx) => runAsync(work(admissionQueries(tx)))) };
}
