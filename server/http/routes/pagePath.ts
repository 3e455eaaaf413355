/**
 * The one spelling of a page's path, or null when `url`'s path is already it (or does not
 * decode: the static route answers that 400). The router matches `/Articles/x`, `//articles/x`
 * and `/articles/x/` as `/articles/x`, so each spelling would be rendered and kept as a page of
 * its own: a crawler would index copies, and a hostile client could fill the page cache with
 * spellings of one page. Every path segment of the app is lower case (slugs, handles and tag
 * names are stored so: server/domain/slug.ts, schema/rules.ts), so the path is: lower case, without
 * empty segments, each segment encoded as encodeURIComponent does. The query is kept as sent.
 */
export function canonicalPagePath(url: string): string | null {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()));
  } catch {
    return null;
  }
  const canonical = `/${segments.join('/')}`;
  return canonical === path ? null : canonical + (query === -1 ? '' : url.slice(query));
}
