import {
  BLOCK_BREAK,
  highlightsIn,
  SNIPPET_MAX,
  type Snippet,
  type TextRange,
} from '../searchSnippet';
import { foldedTokens, type SearchTerm } from '../searchTokens';

// ts_headline's answer turned into the snippet contract of searchSnippet.ts: plain text of at
// most SNIPPET_MAX UTF-16 code units, ellipses where the text goes on, a block end shown as
// BLOCK_BREAK, and highlight ranges instead of markup. ts_headline marks matches with
// START and STOP, two control characters the indexed text never holds (markdownToSearchText
// makes control characters spaces).

export const START = '\u0001';
export const STOP = '\u0002';

// Cut points are looked for within this many code units of the budget's end.
const SPACE_SEARCH = 40;

/**
 * The snippet of a headline. `original` is the same stretch of the article's text as the
 * headline without its marks (ts_headline reads the text with some punctuation made spaces,
 * folio_search_words): its characters are shown, one for one; null shows the headline's own.
 * `before` and `after` say whether the article's text goes on either side.
 *
 * The highlights are those SQLite's snippets show (highlightsIn over the shown text: a symbol
 * such as `C++` or `C++20` marked whole, a lone `c` not marked for `c++`, `for` not marked for
 * `F#`), plus any word ts_headline marked that they miss and that is no symbol's first word
 * (a fold only unaccent makes, `Straße` for `strasse`). ts_headline reads a symbol term as its
 * first word (`c`, `f`), so its own marks alone would show `C` for `C++` and `for` for `F#`.
 */
export function headlineSnippet(
  headline: string,
  original: string | null,
  before: boolean,
  after: boolean,
  terms: readonly SearchTerm[] = [],
): Snippet {
  const prefix = before ? '…' : '';
  let text = prefix;
  const marks: TextRange[] = [];
  // Where each character of the headline's plain text begins in `text` (a block end grows).
  const at: number[] = [];
  let plain = '';
  let open = -1;
  let k = 0;
  for (let i = 0; i < headline.length; i++) {
    const c = headline[i]!;
    if (c === START) {
      open = text.length;
      continue;
    }
    if (c === STOP) {
      if (open >= 0 && text.length > open) marks.push({ start: open, length: text.length - open });
      open = -1;
      continue;
    }
    const shown = original?.[k] ?? c;
    k++;
    at.push(text.length);
    plain += shown;
    text += shown === '\n' ? BLOCK_BREAK : shown;
  }
  if (open >= 0 && text.length > open) marks.push({ start: open, length: text.length - open });
  at.push(text.length);
  const highlights =
    terms.length === 0 ? marks : mergedHighlights(plain, at, text, marks, [...terms]);
  return cut(text, highlights, prefix.length, after);
}

/** The shared highlighter's ranges over `plain`, moved into `text`, with ts_headline's extra marks. */
function mergedHighlights(
  plain: string,
  at: number[],
  text: string,
  marks: TextRange[],
  terms: SearchTerm[],
): TextRange[] {
  const shared = highlightsIn(plain, terms).map(({ start, length }) => ({
    start: at[start]!,
    length: at[start + length]! - at[start]!,
  }));
  const extra = marks.filter(
    (m) =>
      !shared.some((h) => h.start < m.start + m.length && m.start < h.start + h.length) &&
      !symbolFirstWord(text.slice(m.start, m.start + m.length), terms),
  );
  return [...shared, ...extra].sort((a, b) => a.start - b.start);
}

/** Whether ts_headline may have marked `word` only as the first word of a symbol term. */
function symbolFirstWord(word: string, terms: readonly SearchTerm[]): boolean {
  const [token] = foldedTokens(word);
  if (token === undefined) return false;
  return terms.some(
    (t) =>
      t.symbol !== undefined &&
      (t.prefix || t.symbol.prefix ? token.startsWith(t.text) : token === t.text),
  );
}

/** The snippet cut to SNIPPET_MAX with its trailing ellipsis, highlights kept within it. */
function cut(text: string, highlights: TextRange[], from: number, after: boolean): Snippet {
  if (text.length + (after ? 1 : 0) <= SNIPPET_MAX) {
    return { text: after ? `${text}…` : text, highlights };
  }
  let end = SNIPPET_MAX - 1;
  for (let i = end; i > Math.max(from, end - SPACE_SEARCH); i--) {
    if (text[i] === ' ') {
      end = i;
      break;
    }
  }
  // Never inside a surrogate pair.
  const code = text.charCodeAt(end);
  if (code >= 0xdc00 && code <= 0xdfff) end--;
  const kept = highlights
    .filter((h) => h.start < end)
    .map((h) => ({ start: h.start, length: Math.min(h.length, end - h.start) }));
  return { text: `${text.slice(0, end).trimEnd()}…`, highlights: kept };
}
