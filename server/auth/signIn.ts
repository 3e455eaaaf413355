import { LIMITS } from '../../schema/rules';
import type { UserRow } from '../db/rows';
import type { Store } from '../db/store';
import { normalizeHandle } from '../domain/validation';
import { addressKey } from './clientAddress';
import {
  passwordWorkBusy,
  reservePasswordCheck,
  unknownUserHash,
  type ReservedCheck,
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
  store: Store,
  rawHandle: string,
  password: string,
  ip: string,
  now: () => number,
): Promise<UserRow | null> {
  const handle = normalizeHandle(rawHandle);
  const address = addressKey(ip);
  const at = now();
  const since = at - SIGN_IN_WINDOW_MS;
  // The limits are read and the try recorded as one operation of the store, exact across
  // processes: the try counts as a failure until the password is proven, and is recorded before
  // scrypt yields, otherwise concurrent tries would all pass the checks while each waits for its
  // hash (40 at once all got in). A flood the hashing queue turns away (`mayRecord`) costs
  // neither a hash nor a row; an admitted try holds its place in the queue from that moment, so
  // the tries admitted are exactly those the queue takes.
  let check: ReservedCheck | null = null;
  try {
    const admission = await store.signIns.admitSignInAttempt(
      { handle, address, at, since },
      { address: MAX_ADDRESS_ATTEMPTS, handle: MAX_FAILURES },
      () => {
        check?.cancel();
        check = reservePasswordCheck(password, address);
        return check !== null;
      },
    );
    if ('refused' in admission) {
      if (admission.refused === 'busy') throw passwordWorkBusy();
      throw rateLimited(
        admission.refused === 'address'
          ? 'Too many sign-in attempts from your network.'
          : 'Too many failed sign-in attempts for this handle.',
        (admission.at + SIGN_IN_WINDOW_MS - at) / 1000,
      );
    }
    const found = await store.users.credentialsByHandle(handle);
    const reserved: ReservedCheck = check!;
    check = null;
    const ok = await reserved.verify(found?.passwordHash ?? unknownUserHash());
    if (!found || !ok) return null;
    await store.signIns.forgetSignInFailure(admission.admitted);
    const user: UserRow & { passwordHash?: string } = { ...found };
    delete user.passwordHash;
    return user;
  } finally {
    // A place taken for a try the store then did not record (or an error) is given back.
    (check as ReservedCheck | null)?.cancel();
  }
}
