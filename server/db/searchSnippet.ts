import { foldBuffer, scanTokens, symbolAt, termMask, type SearchTerm } from './searchTokens';

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

/**
 * What a snippet shows where one block of the text (a heading, a paragraph, a list item, a code
 * block: lines of the stored text, markdownToSearchText) ends and the next begins.
 */
export const BLOCK_BREAK = ' — ';

export interface TextRange {
  start: number;
  length: number;
}

export interface Snippet {
  text: string;
  highlights: TextRange[];
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
  const shown = showBlocks(text.slice(start, end), highlightsIn(text, terms, start, end, folded));
  const highlights = shown.highlights.map((h) => ({ ...h, start: h.start + prefix.length }));
  return { text: `${prefix}${shown.text}${suffix}`, highlights };
}

/**
 * Where the terms occur in [from, to) of `text`, relative to `from`: one pass over that range
 * (and at most SYMBOL_MAX characters past a symbol's first word). A title is highlighted whole.
 */
export function highlightsIn(
  text: string,
  terms: SearchTerm[],
  from = 0,
  to = text.length,
  folded = foldBuffer(terms),
): TextRange[] {
  const highlights: TextRange[] = [];
  const hit: Hit = { start: 0, end: 0, terms: 0 };
  const symbols = symbolBits(terms);
  scanTokens(text, from, to, folded, (tokenStart, tokenEnd, length, overflow) => {
    const mask = termMask(terms, folded, length, overflow);
    if (matchHit(text, terms, symbols, mask, tokenStart, tokenEnd, hit)) {
      // A symbol may begin before `from` (its dot) or end after `to`: keep what is in range.
      const start = Math.max(hit.start, from);
      highlights.push({ start: start - from, length: Math.min(hit.end, to) - start });
    }
  });
  return highlights;
}

/** The bits of the terms that are symbols (`c++`), whose matches need a second look. */
function symbolBits(terms: readonly SearchTerm[]): number {
  return terms.reduce((bits, term, t) => (term.symbol ? bits | (1 << t) : bits), 0);
}

/**
 * Fills `hit` for the token at [start, end) whose first word matches the terms in `mask`: a
 * symbol term keeps its bit only when the symbol that begins there is its own (a "c" followed by
 * "++", not a lone "c"), and then the hit spans the symbol. Whether any term is left.
 */
function matchHit(
  text: string,
  terms: readonly SearchTerm[],
  symbols: number,
  mask: number,
  start: number,
  end: number,
  hit: Hit,
): boolean {
  hit.start = start;
  hit.end = end;
  hit.terms = mask;
  if (!(mask & symbols)) return mask !== 0;
  const symbol = symbolAt(text, start);
  for (let t = 0; t < terms.length; t++) {
    const wanted = terms[t]!.symbol;
    if (!wanted || !(mask & (1 << t))) continue;
    const same = wanted.prefix
      ? symbol?.text.startsWith(wanted.text)
      : symbol?.text === wanted.text;
    if (!same) hit.terms &= ~(1 << t);
  }
  if (symbol && hit.terms & symbols) {
    hit.start = symbol.start;
    hit.end = symbol.end;
  }
  return hit.terms !== 0;
}

/** `slice` with its block ends shown as BLOCK_BREAK, and `highlights` moved to match. */
function showBlocks(slice: string, highlights: TextRange[]): Snippet {
  const lines = slice.split('\n');
  if (lines.length === 1) return { text: slice, highlights };
  const breaks: number[] = [];
  for (let i = slice.indexOf('\n'); i !== -1; i = slice.indexOf('\n', i + 1)) breaks.push(i);
  const grow = BLOCK_BREAK.length - 1;
  let passed = 0;
  const moved = highlights.map((h) => {
    while (passed < breaks.length && breaks[passed]! < h.start) passed++;
    return { start: h.start + passed * grow, length: h.length };
  });
  return { text: lines.join(BLOCK_BREAK), highlights: moved };
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
  const hit: Hit = { start: 0, end: 0, terms: 0 };
  const symbols = symbolBits(terms);
  scanTokens(
    text,
    0,
    Math.min(text.length, SNIPPET_SCAN),
    folded,
    (start, end, length, overflow) => {
      if (start > seekEnd) return false;
      const mask = termMask(terms, folded, length, overflow);
      if (!matchHit(text, terms, symbols, mask, start, end, hit)) return true;
      if (tail === 0) seekEnd = start + SNIPPET_SEEK;
      starts[tail % size] = hit.start;
      ends[tail % size] = hit.end;
      masks[tail % size] = hit.terms;
      tail++;
      distinct += change(counts, hit.terms, 1);
      while (hit.end - starts[head % size]! > width && head < tail - 1) {
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
  if (shownEnd(text, 0, max) === text.length) return { start: 0, end: text.length };
  let start = Math.max(0, Math.min(focus.start - Math.floor(max / 3), text.length - (max - 2)));
  let end = shownEnd(text, start, max - 2);
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

/** Where the part of `text` from `from` that shows in `budget` code units ends (BLOCK_BREAK included). */
function shownEnd(text: string, from: number, budget: number): number {
  let shown = 0;
  let i = from;
  for (; i < text.length; i++) {
    shown += text.charCodeAt(i) === NEWLINE ? BLOCK_BREAK.length : 1;
    if (shown > budget) return i;
  }
  return i;
}

const SPACE = 0x20;
const NEWLINE = 0x0a;

function isCutPoint(code: number): boolean {
  return code === SPACE || code === NEWLINE;
}

function indexOfSpace(text: string, from: number, before: number): number {
  for (let i = from; i < before; i++) if (isCutPoint(text.charCodeAt(i))) return i;
  return -1;
}

function lastIndexOfSpace(text: string, from: number, atLeast: number): number {
  for (let i = from; i >= atLeast; i--) if (isCutPoint(text.charCodeAt(i))) return i;
  return -1;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
