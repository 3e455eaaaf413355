// The one spelling of an old path (issue 30 "Old links keep working"), for storing a redirect
// and for looking one up: the same function on both sides, so `/2024/05/05/Café/`,
// `/2024/05/05/caf%C3%A9` and `https://old.example/2024/05/05/café` are one key. Only the path
// (and at most one query parameter, for WordPress's `/?p=123`) is kept: a redirect's target is
// always an article of this site, so nothing here decides where a reader is sent.

/** Longer old paths are refused when stored and never looked up. */
export const MAX_REDIRECT_PATH = 1000;
/** Of a request's query, only this many parameters are tried (each one a candidate key). */
const QUERY_CANDIDATES = 4;

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path's segments in their one spelling, or null when one does not decode or is `.`/`..`. */
function pathKey(path: string): string | null {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw).normalize('NFC').toLowerCase();
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || CONTROL.test(segment)) return null;
    segments.push(encodeURIComponent(segment));
  }
  return `/${segments.join('/')}`;
}

function parameterKey(name: string, value: string): string {
  const part = (text: string) => encodeURIComponent(text.normalize('NFC').toLowerCase());
  return `${part(name)}=${part(value)}`;
}

/**
 * An old path (or a whole old URL: its host is dropped) as a redirect's key, or a reason it
 * cannot be one.
 */
export function redirectKey(old: string): { key: string } | { problem: string } {
  let text = old.trim();
  if (text.length === 0 || text.length > MAX_REDIRECT_PATH) {
    return { problem: `An old path must have 1 to ${MAX_REDIRECT_PATH} characters.` };
  }
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.pathname + url.search;
    } catch {
      return { problem: 'The old address is not a URL.' };
    }
  }
  if (!text.startsWith('/')) return { problem: 'An old path starts with "/".' };
  const hash = text.indexOf('#');
  if (hash !== -1) text = text.slice(0, hash);
  const query = text.indexOf('?');
  const path = pathKey(query === -1 ? text : text.slice(0, query));
  if (path === null) return { problem: 'The old path does not decode to plain segments.' };
  if (query === -1 || query === text.length - 1) return { key: path };
  const parameters = [...new URLSearchParams(text.slice(query + 1))];
  if (parameters.length !== 1) {
    return { problem: 'An old path may carry one query parameter (as in /?p=123), no more.' };
  }
  const [name, value] = parameters[0]!;
  return { key: `${path}?${parameterKey(name, value)}` };
}

/**
 * The keys a request's URL may be stored under, most specific first: the path with each of
 * its first query parameters (so `/?p=123&utm_source=x` still finds `/?p=123`), then, when
 * `withPath`, the bare path. Empty for a URL too long or that does not decode.
 */
export function redirectCandidates(url: string, withPath: boolean): string[] {
  if (url.length > MAX_REDIRECT_PATH * 2) return [];
  const query = url.indexOf('?');
  const path = pathKey(query === -1 ? url : url.slice(0, query));
  if (path === null) return [];
  const candidates: string[] = [];
  if (query !== -1) {
    const parameters = [...new URLSearchParams(url.slice(query + 1))].slice(0, QUERY_CANDIDATES);
    for (const [name, value] of parameters) candidates.push(`${path}?${parameterKey(name, value)}`);
  }
  if (withPath) candidates.push(path);
  return candidates.filter((key) => key.length <= MAX_REDIRECT_PATH);
}
