// What a search answers, whichever store runs it: the count's cap and the title's highlights.
import { highlightsIn, type Snippet } from './searchSnippet';
import type { SearchTerm } from './searchTokens';

/**
 * A search counts its matches up to this many: counting reads every match's row id, and past a
 * thousand the exact figure tells a reader nothing ("1,000+ results").
 */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * A title shows at most this many highlights (the query cost model counts on it): a title of
 * 140 characters may hold 70 one-letter words, but no reader needs more than 16 marks in one.
 */
export const TITLE_HIGHLIGHTS_MAX = 16;

/** Where the terms occur in an article's title (at most 140 characters, read whole). */
export function titleHighlights(title: string, terms: SearchTerm[]): Snippet['highlights'] {
  return highlightsIn(title, terms).slice(0, TITLE_HIGHLIGHTS_MAX);
}
