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

/** Who an unsubscribe link speaks for: a subscriber and the address it had when mailed. */
export interface UnsubscribeClaims {
  subscriberId: number;
  email: string;
}

function unsubscribeSignature(key: Buffer, claims: UnsubscribeClaims): string {
  const text = ['unsubscribe', claims.subscriberId, claims.email].join('\n');
  return crypto.createHmac('sha256', key).update(text).digest('base64url');
}

/**
 * The manage and unsubscribe page of a subscriber, on `origin`: it never expires (an old
 * newsletter's link must still work), and it names the address, so it serves that address only.
 * The same URL is List-Unsubscribe's, where a POST unsubscribes (RFC 8058).
 */
export function unsubscribeUrl(origin: string, key: Buffer, claims: UnsubscribeClaims): string {
  const query = new URLSearchParams({
    u: String(claims.subscriberId),
    email: claims.email,
    s: unsubscribeSignature(key, claims),
  });
  return `${origin}/unsubscribe?${query}`;
}

/** The claims of an unsubscribe link this server signed, or null. */
export function verifiedUnsubscribe(
  key: Buffer,
  query: Record<string, string | undefined>,
): UnsubscribeClaims | null {
  const { u, email, s } = query;
  if (!u || !email || !s) return null;
  const subscriberId = Number(u);
  if (!Number.isSafeInteger(subscriberId)) return null;
  const claims = { subscriberId, email };
  const expected = Buffer.from(unsubscribeSignature(key, claims));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return claims;
}

/**
 * A newsletter's Message-ID: the same for every try of one (article, subscriber), so a reader's
 * mail system can recognise the copy a crash in the in-doubt moment re-sent; opaque, so it
 * names neither.
 */
export function newsletterMessageId(
  key: Buffer,
  host: string,
  articleId: number,
  subscriberId: number,
): string {
  const text = ['message', articleId, subscriberId].join('\n');
  const id = crypto.createHmac('sha256', key).update(text).digest('base64url').slice(0, 24);
  return `<${id}.newsletter@${host}>`;
}
