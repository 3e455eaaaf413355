// The store's areas for accounts (see store.ts for the rules every implementation keeps): users,
// their sessions, and the sign-in limits shared by every process.
import type { Role, UserRow } from './rows';

export interface UserStore {
  /** Users by id, in one statement. */
  usersByIds(ids: readonly number[]): Promise<UserRow[]>;
  /** The user with this handle (handles are stored lower-case; compare without regard to case). */
  userByHandle(handle: string): Promise<UserRow | undefined>;
  /** The user and the stored password hash, for signing in. */
  credentialsByHandle(handle: string): Promise<(UserRow & { passwordHash: string }) | undefined>;
  /** Inserts a user; null when the handle is taken (without regard to case), never an error. */
  insertUser(user: NewUser): Promise<UserRow | null>;
  /** Replaces a user's name and bio; returns the row. */
  updateProfile(id: number, name: string, bio: string): Promise<UserRow>;
  /** Changes a user's role; undefined when there is no such handle. */
  setRole(handle: string, role: Role): Promise<UserRow | undefined>;
  /** Replaces a user's password hash; false when there is no such handle. */
  setPasswordHash(handle: string, passwordHash: string): Promise<boolean>;
  /** Every user (id order), for one-off jobs over the whole store (demo images). */
  allUsers(): Promise<UserRow[]>;
}

export interface NewUser {
  handle: string;
  name: string;
  bio?: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
}

export interface SessionStore {
  /**
   * Stores a new session, in one commit: drops `replaces` (the browser's previous session, by
   * token hash) when given, and the user's expired sessions.
   */
  insertSession(
    tokenHash: Buffer,
    userId: number,
    now: number,
    expiresAt: number,
    replaces: Buffer | null,
  ): Promise<void>;
  /** The live session (expires_at > now) with this token hash and its user, in one statement. */
  sessionViewer(tokenHash: Buffer, now: number): Promise<SessionViewer | undefined>;
  /** Pushes a session's expiry forward. */
  renewSession(sessionId: number, now: number, expiresAt: number): Promise<void>;
  /** Ends one session. */
  deleteSession(tokenHash: Buffer): Promise<void>;
  /** Ends every session of a user. */
  deleteUserSessions(userId: number): Promise<void>;
}

export interface SessionViewer {
  sessionId: number;
  renewedAt: number;
  user: UserRow;
}

export interface SignInStore {
  /**
   * Admits one sign-in attempt or refuses it, as ONE operation that is exact across processes
   * (SQLite: one IMMEDIATE transaction; PostgreSQL: a transaction under
   * `pg_advisory_xact_lock` on the handle, and on the address): of 40 concurrent wrong
   * attempts on one handle with a limit of 10, exactly 10 are admitted. In order:
   * 1. the address has `addressLimit` attempts at > `since` → `{ refused: 'address', at }`
   *    where `at` is the time of the addressLimit-th newest one;
   * 2. the handle has `handleLimit` failures at > `since` → `{ refused: 'handle', at }`, same;
   * 3. `mayRecord()` (the password-hashing queue has room) is false → `{ refused: 'busy' }`,
   *    nothing written;
   * 4. otherwise records one attempt for the address and one failure for the handle at `at`
   *    (a failure until the password is proven), forgets both kinds of rows at <= `since`,
   *    and returns `{ admitted: failureId }` for forgetSignInFailure.
   */
  admitSignInAttempt(
    attempt: { handle: string; address: string; at: number; since: number },
    limits: { address: number; handle: number },
    mayRecord: () => boolean,
  ): Promise<SignInAdmission>;
  /** Drops the one failure recorded for an attempt whose password proved right. */
  forgetSignInFailure(failureId: number): Promise<void>;
}

/** One budget a write must fit: at most `limit` writes under `key` at > `since`. */
export interface WriteBudget {
  key: string;
  limit: number;
  since: number;
}

/** Admitted, or refused by `budgets[refused]`, whose `limit`-th newest write was at `at`. */
export type WriteAdmission = { admitted: true } | { refused: number; at: number };

export interface WriteLimitStore {
  /**
   * Admits one write or refuses it, as ONE operation exact across processes (SQLite: one
   * IMMEDIATE transaction; PostgreSQL: a transaction under `pg_advisory_xact_lock` on each key):
   * of 40 concurrent comments with a budget of 20, exactly 20 are admitted. The first budget
   * that already holds `limit` writes at > its `since` refuses, nothing written; otherwise one
   * write is recorded under each key at `at`, and rows at <= `forgetBefore` are forgotten (on
   * PostgreSQL a bounded batch each time).
   */
  admitWrite(
    budgets: readonly WriteBudget[],
    at: number,
    forgetBefore: number,
  ): Promise<WriteAdmission>;
}

export type SignInAdmission =
  { admitted: number } | { refused: 'address' | 'handle'; at: number } | { refused: 'busy' };
