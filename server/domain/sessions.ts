// Which sessions go when a new one is stored, decided once for both engines: the one it
// replaces (a sign-in from a browser that already held a session, so that one cookie never
// leaves a live row behind) and the user's expired ones (so a user's rows stay as many as their
// live sessions, with no sweeper), in the commit that stores the new one.
import { ask, type Answer, type Work } from './work';

/** What storing a session asks of an engine. */
export interface SessionQueries {
  deleteSession(tokenHash: Buffer): Answer<void>;
  /** Deletes `userId`'s sessions that expired at or before `now`. */
  deleteExpiredSessions(userId: number, now: number): Answer<void>;
  insertSession(tokenHash: Buffer, userId: number, now: number, expiresAt: number): Answer<void>;
}

/** An engine's way of running session work: one transaction over queries on it. */
export interface SessionEngine {
  transaction<T>(work: (q: SessionQueries) => Work<T>): Promise<T>;
}

/** SessionStore.insertSession, on either engine. */
export function storeSession(
  engine: SessionEngine,
  session: { tokenHash: Buffer; userId: number; now: number; expiresAt: number },
  replaces: Buffer | null,
): Promise<void> {
  const { tokenHash, userId, now, expiresAt } = session;
  return engine.transaction(function* (q) {
    if (replaces) yield* ask(q.deleteSession(replaces));
    yield* ask(q.deleteExpiredSessions(userId, now));
    yield* ask(q.insertSession(tokenHash, userId, now, expiresAt));
  });
}
