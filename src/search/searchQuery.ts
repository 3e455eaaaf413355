/** Shortest search the server accepts (PRODUCT.md §9). */
export const SEARCH_QUERY_MIN_LENGTH = 2;
/** Longest search the server accepts (PRODUCT.md §9). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Reads `?q=` as typed, trimmed; anything that is not text reads as ''. */
export function readSearchQuery(raw: unknown): string {
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' ? raw.trim() : '';
}

/** Whether `query` may be sent to the server: 2 to 200 characters. */
export function isSearchQueryValid(query: string): boolean {
  return query.length >= SEARCH_QUERY_MIN_LENGTH && query.length <= SEARCH_QUERY_MAX_LENGTH;
}
