// The limits that admit a sign-in attempt or a write (server/auth/signIn.ts, writeLimits.ts),
// decided once for both engines. Each admission is one transaction in which the counts are read
// and the new rows written, held against every other process's admission of the same keys, so
// that of 40 concurrent attempts with a limit of 10 exactly 10 pass.
import type { SignInAdmission, WriteAdmission, WriteBudget } from '../db/accountStores';
import { ask, type Answer, type Work } from './work';

/** What the admissions ask of an engine: counts by time window, and rows recorded and forgotten. */
export interface AdmissionQueries {
  /**
   * Holds this address and handle against other sign-in admissions until the transaction ends
   * (SQLite: its IMMEDIATE transaction already holds the file; PostgreSQL: advisory locks).
   */
  holdSignIn(address: string, handle: string): Answer<void>;
  /** Holds these keys, sorted, against other write admissions until the transaction ends. */
  holdWrites(keys: readonly string[]): Answer<void>;
  /** The time of the (offset + 1)-th newest attempt from `address` at > `since`, if any. */
  nthAttempt(address: string, since: number, offset: number): Answer<number | undefined>;
  /** The time of the (offset + 1)-th newest failure of `handle` at > `since`, if any. */
  nthFailure(handle: string, since: number, offset: number): Answer<number | undefined>;
  /** Forgets attempts and failures at <= `before` (PostgreSQL: a bounded batch each time). */
  forgetSignIns(before: number): Answer<void>;
  recordAttempt(address: string, at: number): Answer<void>;
  /** Records a failure; its id, for forgetSignInFailure. */
  recordFailure(handle: string, at: number): Answer<number>;
  /** The time of the (offset + 1)-th newest write under `key` at > `since`, if any. */
  nthWrite(key: string, since: number, offset: number): Answer<number | undefined>;
  /** Forgets writes at <= `before` (PostgreSQL: a bounded batch each time). */
  forgetWrites(before: number): Answer<void>;
  recordWrite(key: string, at: number): Answer<void>;
}

/** An engine's way of running admissions. */
export interface AdmissionEngine {
  /**
   * Runs `work` in one transaction over queries on it. `durable: false` lets the engine commit
   * without waiting for the disk (SQLite): a budget's rows need not survive a power loss.
   */
  transaction<T>(work: (q: AdmissionQueries) => Work<T>, durable: boolean): Promise<T>;
}

/**
 * Admits a sign-in attempt or refuses it (Store.signIns.admitSignInAttempt): the address's
 * limit first, then the handle's, then room to hash the password; admitted, it records one
 * attempt for the address and one failure for the handle (a failure until the password is
 * proven) and forgets rows older than the window.
 */
export function admitSignInAttempt(
  engine: AdmissionEngine,
  attempt: { handle: string; address: string; at: number; since: number },
  limits: { address: number; handle: number },
  mayRecord: () => boolean,
): Promise<SignInAdmission> {
  const { handle, address, at, since } = attempt;
  return engine.transaction(function* (q): Work<SignInAdmission> {
    yield* ask(q.holdSignIn(address, handle));
    const byAddress = yield* ask(q.nthAttempt(address, since, limits.address - 1));
    if (byAddress !== undefined) return { refused: 'address', at: byAddress };
    const byHandle = yield* ask(q.nthFailure(handle, since, limits.handle - 1));
    if (byHandle !== undefined) return { refused: 'handle', at: byHandle };
    if (!mayRecord()) return { refused: 'busy' };
    yield* ask(q.forgetSignIns(since));
    yield* ask(q.recordAttempt(address, at));
    return { admitted: yield* ask(q.recordFailure(handle, at)) };
  }, true);
}

/**
 * Admits a write or refuses it (Store.writes.admitWrite): the first budget already holding
 * `limit` writes in its window refuses, nothing written; otherwise one write is recorded under
 * each key. Keys are held in sorted order, so two admissions never wait for each other in a
 * cycle.
 */
export function admitWrite(
  engine: AdmissionEngine,
  budgets: readonly WriteBudget[],
  at: number,
  forgetBefore: number,
): Promise<WriteAdmission> {
  const keys = [...new Set(budgets.map((budget) => budget.key))].sort();
  return engine.transaction(function* (q): Work<WriteAdmission> {
    yield* ask(q.holdWrites(keys));
    for (const [index, budget] of budgets.entries()) {
      const nth = yield* ask(q.nthWrite(budget.key, budget.since, budget.limit - 1));
      if (nth !== undefined) return { refused: index, at: nth };
    }
    yield* ask(q.forgetWrites(forgetBefore));
    for (const key of keys) yield* ask(q.recordWrite(key, at));
    return { admitted: true };
  }, false);
}
