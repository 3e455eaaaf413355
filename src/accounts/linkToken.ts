/**
 * The token of a one-use link (`/signup?invitation=`, `/setup?token=`) when `raw` has a token's
 * shape (32 random bytes in base64url), else undefined: anything else is no link of this site.
 */
export function readLinkToken(raw: unknown): string | undefined {
  return typeof raw === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : undefined;
}
