import crypto from 'node:crypto';
import { hashToken } from './sessions';

// The secrets of one-use links (staff invitations, the one-time setup): 32 random bytes in
// base64url, as session tokens; the store keeps only their SHA-256 (hashToken).
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new link token and the hash the store keeps. */
export function newLinkToken(): { token: string; hash: Buffer } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Whether `text` has a link token's shape: anything else is refused before the store is asked. */
export function isLinkToken(text: string): boolean {
  return LINK_TOKEN.test(text);
}
