/**
 * Returns `raw` when it is a path inside this app ('/…', not '//…' nor
 * '/\…'), else undefined, so `/signin?redirect=` can never send a user to
 * another site after signing in.
 */
export function readRedirectPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return undefined;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  return raw;
}
