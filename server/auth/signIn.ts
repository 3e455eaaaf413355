import { LIMITS } from '../../schema/rules';
import type { FolioDatabase } from '../db/database';
import type { UserRow } from '../db/rows';
import { claimSignInAttempt, forgetSignInFailure } from '../db/sessions';
import { credentialsByHandle } from '../db/users';
import { normalizeHandle } from '../validation';
import { addressKey } from './clientAddress';
import {
  passwordWorkAvailable,
  passwordWorkBusy,
  unknownUserHash,
  verifyPassword,
} from './passwords';
import { rateLimited } from './refusals';

/** Failed tries per handle per window. */
export const MAX_FAILURES = LIMITS.signInFailures;
/** Tries of any outcome per client address (IPv4, or IPv6 /64) per window. */
export const MAX_ADDRESS_ATTEMPTS = 50;
export const SIGN_IN_WINDOW_MS = LIMITS.signInWindowMs;

/**
 * Checks a handle and password for a client at `ip`. Returns the user, or
 * null for wrong credentials. Throws TOO_MANY_REQUESTS, with the time until
 * the window lets the next try through, when the address has made 50 tries
 * or the handle has 10 failures in 15 minutes (even for the right password,
 * so guessing cannot go on), or when the hashing queue has no place for it.
 * Failures count for their whole window: a success in between only drops its
 * own try. An unknown handle still spends scrypt time, so timing does not
 * reveal which handles exist.
 */
export async function checkCredentials(
  db: FolioDatabase,
  rawHandle: string,
  password: string,
  ip: string,
  now: () => number,
): Promise<UserRow | null> {
  const handle = normalizeHandle(rawHandle);
  const address = addressKey(ip);
  const at = now();
  const since = at - SIGN_IN_WINDOW_MS;
  // Refused before anything is written: a flood the hashing queue turns away
  // costs neither a hash nor a row. The try counts as a failure until the
  // password is proven, and is recorded before scrypt yields: otherwise
  // concurrent tries would all pass the checks while each waits for its hash
  // (40 at once all got in). Check and record are one transaction, so this
  // holds for tries spread over several processes as well.
  const claim = claimSignInAttempt(
    db,
    { handle, address, at, since, maxAttempts: MAX_ADDRESS_ATTEMPTS, maxFailures: MAX_FAILURES },
    () => passwordWorkAvailable(address),
  );
  if ('refused' in claim) {
    if (claim.refused === 'busy') throw passwordWorkBusy();
    throw rateLimited(
      claim.refused === 'address'
        ? 'Too many sign-in attempts from your network.'
        : 'Too many failed sign-in attempts for this handle.',
      (claim.at + SIGN_IN_WINDOW_MS - at) / 1000,
    );
  }
  const found = credentialsByHandle(db, handle);
  const ok = await verifyPassword(password, found?.passwordHash ?? unknownUserHash(), address);
  if (!found || !ok) return null;
  forgetSignInFailure(db, claim.failureId);
  const user: UserRow & { passwordHash?: string } = { ...found };
  delete user.passwordHash;
  return user;
}
