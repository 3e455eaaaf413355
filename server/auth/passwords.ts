import crypto from 'node:crypto';
import type { GraphQLError } from 'graphql';
import { promisify } from 'node:util';
import { rateLimited } from './refusals';
import { WorkLimiter, WorkRefused } from './workLimiter';

// scrypt's recommended interactive cost (~50 ms); parameters are stored with
// each hash so they can be raised later without breaking old accounts.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

function format(salt: Buffer, key: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads and
 * compression share. Unbounded, 48 sign-ins at once took every thread and made
 * a real sign-in wait 3 s; so at most two hashes run at once (two threads stay
 * free for the rest), a few more wait their turn, one address may hold two of
 * these places, and anything beyond is refused with a retry time.
 */
export const PASSWORD_WORK = new WorkLimiter({ concurrency: 2, queue: 8, perKey: 2 });

/** Whether a password hash for this client (an address key) would be let in now. */
export function passwordWorkAvailable(clientKey: string): boolean {
  return PASSWORD_WORK.admits(clientKey);
}

/** TOO_MANY_REQUESTS for a client refused a place in the hashing queue. */
export function passwordWorkBusy(): GraphQLError {
  return rateLimited('The server is busy checking passwords.', PASSWORD_WORK.retryAfterSeconds());
}

/** The key for work the server asks for itself (the command line, tests), not a client. */
const OWN_WORK = 'local';

async function limited<T>(clientKey: string, work: () => Promise<T>): Promise<T> {
  try {
    return await PASSWORD_WORK.run(clientKey, work);
  } catch (error) {
    if (error instanceof WorkRefused) throw passwordWorkBusy();
    throw error;
  }
}

/**
 * Hashes a password with scrypt and a random salt (async: keeps the event
 * loop free), within the bound on hashing work; refused with TOO_MANY_REQUESTS
 * when the client's share or the queue is full. `clientKey` is the caller's
 * address key (clientAddress.ts `addressKey`).
 */
export async function hashPassword(password: string, clientKey = OWN_WORK): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  return format(
    salt,
    await limited(clientKey, () => scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P })),
  );
}

/** The synchronous form, for the command line and seeding. */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(SALT_BYTES);
  return format(salt, crypto.scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/**
 * Compares a password with a stored hash in constant time, within the bound
 * on hashing work (see {@link hashPassword}).
 */
export async function verifyPassword(
  password: string,
  stored: string,
  clientKey = OWN_WORK,
): Promise<boolean> {
  if (!parseHash(stored)) return false;
  return limited(clientKey, () => matches(password, stored));
}

/** A place taken in the hashing queue for a password whose stored hash comes later. */
export interface ReservedCheck {
  /** Compares the password with the stored hash, in the place taken. */
  verify(stored: string): Promise<boolean>;
  /** Gives the place back unused (nothing to compare after all). */
  cancel(): void;
}

/**
 * Takes a place in the hashing queue now, or null when the client's share or the queue is
 * full: a caller that must write (the sign-in attempt) and read (the stored hash) before
 * hashing cannot be overtaken meanwhile by others that asked after it.
 */
export function reservePasswordCheck(password: string, clientKey: string): ReservedCheck | null {
  if (!PASSWORD_WORK.admits(clientKey)) return null;
  let give!: (stored: string | null) => void;
  const stored = new Promise<string | null>((resolve) => (give = resolve));
  // run() takes the place synchronously, before its first await.
  const result = limited(clientKey, async () => {
    const hash = await stored;
    return hash !== null && parseHash(hash) !== null && matches(password, hash);
  });
  result.catch(() => {});
  return {
    verify(hash) {
      give(hash);
      return result;
    },
    cancel() {
      give(null);
    },
  };
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return { n: Number(n), r: Number(r), p: Number(p), salt, key };
}

async function matches(password: string, stored: string): Promise<boolean> {
  const { n, r, p, salt, key } = parseHash(stored)!;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: n,
    r,
    p,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * A hash to verify against when the handle is unknown, so that an unknown
 * handle takes as long as a wrong password and handles cannot be probed. Its
 * key is random bytes rather than a real hash: nothing can match it, and
 * making it costs no scrypt on the event loop.
 */
const DUMMY_HASH = format(crypto.randomBytes(SALT_BYTES), crypto.randomBytes(KEY_LENGTH));

/** See {@link DUMMY_HASH}. */
export function unknownUserHash(): string {
  return DUMMY_HASH;
}
