/**
 * Returns `raw` when it is a path inside this app ('/…', not '//…' nor
 * '/\…'), else undefined, so `/signin?redirect=` can never send a user to
 * another site after signing in. URL parsers drop tabs and newlines before
 * reading a URL (`/\t/evil.example` is `//evil.example` to them), so those
 * are refused too rather than judged by what remains.
 */
export function readRedirectPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return undefined;
  if (/[\t\n\r]/.test(raw)) return undefined;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  return raw;
}

/**
 * Where to go once signed in: the validated `redirect` path, unless it is
 * missing or leads back to a sign-in or sign-up page (a loop), then home.
 */
export function signedInDestination(redirectPath: string | undefined): string {
  const path = readRedirectPath(redirectPath);
  if (path === undefined || /^\/sign(in|up)(?=$|[/?#])/.test(path)) return '/';
  return path;
}
