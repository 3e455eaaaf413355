import crypto from 'node:crypto';
import { promisify } from 'node:util';

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

/** Hashes a password with scrypt and a random salt (async: keeps the event loop free). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  return format(salt, await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** The synchronous form, for the command line and seeding. */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(SALT_BYTES);
  return format(salt, crypto.scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** Compares a password with a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(actual, expected);
}

let dummyHash: string | null = null;

/**
 * A hash to verify against when the handle is unknown, so that an unknown
 * handle takes as long as a wrong password and handles cannot be probed.
 */
export function unknownUserHash(): string {
  dummyHash ??= hashPasswordSync(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}
