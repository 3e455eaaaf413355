import { tooManyRequests } from '../errors';
import type { FolioDatabase } from '../db/database';
import type { UserRow } from '../db/rows';
import { countSignInFailures, forgetSignInFailures, recordSignInFailure } from '../db/sessions';
import { credentialsByHandle } from '../db/users';
import { normalizeHandle } from '../validation';
import { unknownUserHash, verifyPassword } from './passwords';

export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks a handle and password. Throws TOO_MANY_REQUESTS once the handle has
 * 10 failures in 15 minutes, even for the right password, so guessing cannot
 * continue. An unknown handle still spends scrypt time, so timing does not
 * reveal which handles exist. Returns the user, or null for wrong credentials.
 */
export async function checkCredentials(
  db: FolioDatabase,
  rawHandle: string,
  password: string,
  now: () => number,
): Promise<UserRow | null> {
  const handle = normalizeHandle(rawHandle);
  const at = now();
  if (countSignInFailures(db, handle, at - FAILURE_WINDOW_MS) >= MAX_FAILURES) {
    throw tooManyRequests();
  }
  // The attempt counts as a failure until the password is proven, and is
  // recorded before scrypt yields: otherwise concurrent tries would all pass
  // the count above while each waits for its hash (40 at once all got in).
  recordSignInFailure(db, handle, at, at - FAILURE_WINDOW_MS);
  const found = credentialsByHandle(db, handle);
  const ok = await verifyPassword(password, found?.passwordHash ?? unknownUserHash());
  if (!found || !ok) return null;
  forgetSignInFailures(db, handle);
  const user: UserRow & { passwordHash?: string } = { ...found };
  delete user.passwordHash;
  return user;
}
