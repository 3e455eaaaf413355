import crypto from 'node:crypto';
import { LIMITS } from '../../schema/rules';
import type { HttpSession } from '../context';
import type { FolioDatabase } from '../db/database';
import type { UserRow } from '../db/rows';
import {
  deleteSession,
  deleteUserSessions,
  insertSession,
  renewSession,
  sessionViewer,
} from '../db/sessions';

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
export function startSession(
  db: FolioDatabase,
  http: HttpSession,
  userId: number,
  now: number,
): void {
  const token = crypto.randomBytes(32).toString('base64url');
  // One commit: each one waits for the disk (synchronous = FULL).
  db.transaction(() => {
    // A new sign-in replaces the browser's previous session rather than orphaning it.
    if (http.token) deleteSession(db, hashToken(http.token));
    insertSession(db, hashToken(token), userId, now, now + SESSION_MS);
  })();
  http.setSessionCookie(token, SESSION_MAX_AGE_SECONDS);
}

/**
 * The user the session cookie belongs to, or null. A live session last renewed
 * over an hour ago is pushed to 30 days from now and its cookie re-set; a dead
 * token's cookie is cleared.
 */
export function resolveViewer(db: FolioDatabase, http: HttpSession, now: number): UserRow | null {
  const token = http.token;
  if (!token) return null;
  const found = TOKEN_PATTERN.test(token) ? sessionViewer(db, hashToken(token), now) : undefined;
  if (!found) {
    http.clearSessionCookie();
    return null;
  }
  if (now - found.renewedAt > RENEW_AFTER_MS) {
    renewSession(db, found.sessionId, now, now + SESSION_MS);
    http.setSessionCookie(token, SESSION_MAX_AGE_SECONDS);
  }
  return found.user;
}

/** Ends the current session (or all of the user's) and clears the cookie. */
export function endSession(
  db: FolioDatabase,
  http: HttpSession,
  viewer: UserRow | null,
  everywhere: boolean,
): void {
  if (viewer && everywhere) deleteUserSessions(db, viewer.id);
  else if (http.token) deleteSession(db, hashToken(http.token));
  http.clearSessionCookie();
}
