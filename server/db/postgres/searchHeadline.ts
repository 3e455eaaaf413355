import { BLOCK_BREAK, SNIPPET_MAX, type Snippet, type TextRange } from '../searchSnippet';

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
 */
export function headlineSnippet(
  headline: string,
  original: string | null,
  before: boolean,
  after: boolean,
): Snippet {
  const prefix = before ? '…' : '';
  let text = prefix;
  const highlights: TextRange[] = [];
  let open = -1;
  let k = 0;
  for (let i = 0; i < headline.length; i++) {
    const c = headline[i]!;
    if (c === START) {
      open = text.length;
      continue;
    }
    if (c === STOP) {
      if (open >= 0 && text.length > open)
        highlights.push({ start: open, length: text.length - open });
      open = -1;
      continue;
    }
    const shown = original?.[k] ?? c;
    k++;
    text += shown === '\n' ? BLOCK_BREAK : shown;
  }
  if (open >= 0 && text.length > open) highlights.push({ start: open, length: text.length - open });
  return cut(text, highlights, prefix.length, after);
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
