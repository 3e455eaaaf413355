import { foldBuffer, scanTokens, termMask, type SearchTerm } from './searchTokens';

/** The longest snippet, in UTF-16 code units, ellipses included. */
export const SNIPPET_MAX = 240;
/**
 * How much of an article's plain text a snippet may read, in UTF-16 code units: the body
 * limit (schema/rules.ts), so any match in a body can be shown, and a page of 50 results reads at
 * most 5 MB in 50 linear passes.
 */
export const SNIPPET_SCAN = 100_000;
/**
 * How far past a text's first hit a better window (one with more distinct terms) is looked
 * for, in UTF-16 code units: a page of 50 hits on hostile bodies then reads about 500 KB,
 * not 5 MB, whenever some term occurs early.
 */
export const SNIPPET_SEEK = 10_000;

export interface Snippet {
  text: string;
  highlights: { start: number; length: number }[];
}

interface Hit {
  start: number;
  end: number;
  /** Bit i is set when the hit matches term i (a word can match a term and a prefix). */
  terms: number;
}

/**
 * The snippet of `text` (an article's plain text) for a search: at most `max` UTF-16 code
 * units around the first window that holds the most distinct terms, every term in it
 * highlighted. One pass over the tokens that stops at the first window holding every term, a
 * second over the snippet's own `max` characters: never more than SNIPPET_SCAN + `max`
 * characters read, however many times a term repeats. FTS5's snippet() is quadratic or worse
 * in a term's hits: 2 s for one article of 16,000 "lorem".
 */
export function buildSnippet(text: string, terms: SearchTerm[], max = SNIPPET_MAX): Snippet {
  const folded = foldBuffer(terms);
  const focus = bestWindow(text, terms, folded, max - Math.floor(max / 3) - 2);
  const { start, end } = cut(text, focus, max);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const highlights: Snippet['highlights'] = [];
  scanTokens(text, start, end, folded, (from, to, length, overflow) => {
    if (termMask(terms, folded, length, overflow)) {
      highlights.push({ start: from - start + prefix.length, length: to - from });
    }
  });
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, highlights };
}

/**
 * Where the best window begins: the first span of `width` characters with the most distinct
 * terms, found with a queue of the hits inside the span (each hit enters and leaves once; a
 * ring of typed arrays, since a span of `width` holds at most `width` / 2 + 1 words). The
 * start of the text when no term occurs in what is read.
 */
function bestWindow(text: string, terms: SearchTerm[], folded: Uint16Array, width: number): Hit {
  const size = 2 ** Math.ceil(Math.log2(width + 2));
  const starts = new Int32Array(size);
  const ends = new Int32Array(size);
  const masks = new Int32Array(size);
  const counts = new Array<number>(terms.length).fill(0);
  let head = 0;
  let tail = 0;
  let distinct = 0;
  let best: Hit = { start: 0, end: 0, terms: 0 };
  let bestDistinct = 0;
  let seekEnd = Infinity;
  scanTokens(
    text,
    0,
    Math.min(text.length, SNIPPET_SCAN),
    folded,
    (start, end, length, overflow) => {
      if (start > seekEnd) return false;
      const mask = termMask(terms, folded, length, overflow);
      if (!mask) return true;
      if (tail === 0) seekEnd = start + SNIPPET_SEEK;
      starts[tail % size] = start;
      ends[tail % size] = end;
      masks[tail % size] = mask;
      tail++;
      distinct += change(counts, mask, 1);
      while (end - starts[head % size]! > width && head < tail - 1) {
        distinct += change(counts, masks[head % size]!, -1);
        head++;
      }
      if (distinct > bestDistinct) {
        bestDistinct = distinct;
        const first = head % size;
        best = { start: starts[first]!, end: ends[first]!, terms: masks[first]! };
      }
      return distinct < terms.length;
    },
  );
  return best;
}

/** Adds `by` to the count of each term in `mask`; returns how the number of terms present moved. */
function change(counts: number[], mask: number, by: 1 | -1): number {
  let moved = 0;
  for (let i = 0; i < counts.length; i++) {
    if (!(mask & (1 << i))) continue;
    const before = counts[i]!;
    counts[i] = before + by;
    if (before === 0) moved++;
    else if (counts[i] === 0) moved--;
  }
  return moved;
}

// Cut points are looked for within this many characters, so a text without spaces costs no
// scan to its far end.
const SPACE_SEARCH = 40;

/**
 * The range of the snippet: the focus a third of the way in (or as far in as the text's end
 * requires), cut at spaces near the ends, keeping the focus whole, never inside a surrogate
 * pair; `max` − 2 code units, leaving room for an ellipsis at each end.
 */
function cut(text: string, focus: Hit, max: number): { start: number; end: number } {
  if (text.length <= max) return { start: 0, end: text.length };
  let start = Math.max(0, Math.min(focus.start - Math.floor(max / 3), text.length - (max - 2)));
  let end = Math.min(text.length, start + max - 2);
  if (start > 0) {
    const space = indexOfSpace(text, start, Math.min(focus.start, start + SPACE_SEARCH));
    if (space !== -1) start = space + 1;
  }
  if (end < text.length) {
    const space = lastIndexOfSpace(text, end, Math.max(focus.end, end - SPACE_SEARCH));
    if (space !== -1) end = space;
  }
  // Text without spaces (emoji, CJK) may be cut inside a surrogate pair: drop the lone half.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--;
  return { start, end };
}

function indexOfSpace(text: string, from: number, before: number): number {
  for (let i = from; i < before; i++) if (text.charCodeAt(i) === 0x20) return i;
  return -1;
}

function lastIndexOfSpace(text: string, from: number, atLeast: number): number {
  for (let i = from; i >= atLeast; i--) if (text.charCodeAt(i) === 0x20) return i;
  return -1;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
