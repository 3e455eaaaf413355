import { LENGTHS } from '../../schema/rules';

/** Shortest search the server accepts (schema/rules.ts). */
export const SEARCH_QUERY_MIN_LENGTH = LENGTHS.searchQuery.min;
/** Longest search the server accepts (schema/rules.ts). */
export const SEARCH_QUERY_MAX_LENGTH = LENGTHS.searchQuery.max;

/** Reads `?q=` as typed, trimmed; anything that is not text reads as ''. */
export function readSearchQuery(raw: unknown): string {
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' ? raw.trim() : '';
}
