// The signed links of subscription emails. A confirmation link carries the request's id, the
// address, the target and its expiry, with an HMAC-SHA256 of them under the store's
// subscription key: a link changed in any part (another address, a later expiry) is refused
// before the store is asked, and the store then uses the request once.
import crypto from 'node:crypto';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

/** What a confirmation link claims. */
export interface ConfirmationClaims {
  requestId: number;
  email: string;
  target: string;
  expiresAt: number;
}

function signature(key: Buffer, claims: ConfirmationClaims): string {
  // Each part on its own line: no part holds a newline (emailAddress.ts, targets are fixed words).
  const text = ['confirm', claims.requestId, claims.email, claims.target, claims.expiresAt].join(
    '\n',
  );
  return crypto.createHmac('sha256', key).update(text).digest('base64url');
}

/** The confirmation page's URL for these claims, on `origin`. */
export function confirmationUrl(origin: string, key: Buffer, claims: ConfirmationClaims): string {
  const query = new URLSearchParams({
    r: String(claims.requestId),
    email: claims.email,
    t: claims.target,
    x: String(claims.expiresAt),
    s: signature(key, claims),
  });
  return `${origin}/subscribe/confirm?${query}`;
}

/** The claims of a link this server signed, or null for anything else (tampered, truncated). */
export function verifiedConfirmation(
  key: Buffer,
  query: Record<string, string | undefined>,
): ConfirmationClaims | null {
  const { r, email, t, x, s } = query;
  if (!r || !email || !t || !x || !s) return null;
  const requestId = Number(r);
  const expiresAt = Number(x);
  if (!Number.isSafeInteger(requestId) || !Number.isSafeInteger(expiresAt)) return null;
  const claims = { requestId, email, target: t, expiresAt };
  const expected = Buffer.from(signature(key, claims));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return claims;
}
