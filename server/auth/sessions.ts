import crypto from 'node:crypto';
import { LIMITS } from '../../schema/rules';
import type { HttpSession } from '../graphql/context';
import type { UserRow } from '../db/rows';
import type { Store } from '../db/store';

export const SESSION_MAX_AGE_SECONDS = LIMITS.sessionSeconds;
const SESSION_MS = SESSION_MAX_AGE_SECONDS * 1000;
// Renewing at most hourly keeps reads from turning into writes on every request.
const RENEW_AFTER_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The store keeps only this digest, never the token itself. */
export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

/** Starts a session for a user: a 32-byte random token, stored hashed, sent as the cookie. */
export async function startSession(
  store: Store,
  http: HttpSession,
  userId: number,
  now: number,
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  // A new sign-in replaces the browser's previous session rather than orphaning it.
  const replaces = http.token ? hashToken(http.token) : null;
  await store.sessions.insertSession(hashToken(token), userId, now, now + SESSION_MS, replaces);
  http.setSessionCookie(token, SESSION_MAX_AGE_SECONDS);
}

/**
 * The user the session cookie belongs to, or null. A live session last renewed
 * over an hour ago is pushed to 30 days from now and its cookie re-set; a dead
 * token's cookie is cleared.
 */
export async function resolveViewer(
  store: Store,
  http: HttpSession,
  now: number,
): Promise<UserRow | null> {
  const token = http.token;
  if (!token) return null;
  const found = TOKEN_PATTERN.test(token)
    ? await store.sessions.sessionViewer(hashToken(token), now)
    : undefined;
  if (!found) {
    http.clearSessionCookie();
    return null;
  }
  if (now - found.renewedAt > RENEW_AFTER_MS) {
    await store.sessions.renewSession(found.sessionId, now, now + SESSION_MS);
    http.setSessionCookie(token, SESSION_MAX_AGE_SECONDS);
  }
  return found.user;
}

/** Ends the current session (or all of the user's) and clears the cookie. */
export async function endSession(
  store: Store,
  http: HttpSession,
  viewer: UserRow | null,
  everywhere: boolean,
): Promise<void> {
  if (viewer && everywhere) await store.sessions.deleteUserSessions(viewer.id);
  else if (http.token) await store.sessions.deleteSession(hashToken(http.token));
  http.clearSessionCookie();
}
