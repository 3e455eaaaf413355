import { FOLD_RUNS, REMOVED, SEPARATOR_RANGES } from './unicode61Tables';

// The search index's tokenizer (FTS5 unicode61, remove_diacritics 2), redone in TypeScript from
// tables read out of SQLite itself (unicode61Tables.ts), so that the terms sent to MATCH and the
// words highlighted in a snippet are exactly the tokens FTS5 indexed and matched.

/** At most this many distinct terms reach MATCH: each one is another pass over its hits. */
export const MAX_TERMS = 8;

const BMP = 0x10000;
/** 1 for the code units of the Basic Multilingual Plane that belong to tokens. */
const bmpIsToken = new Uint8Array(BMP).fill(1);
/** The folded code unit of each token character of the BMP; REMOVED_MARK when folding drops it. */
const bmpFold = new Uint16Array(BMP);
/** NUL is a separator and nothing folds to it, so it can stand for "dropped". */
const REMOVED_MARK = 0;
const astralFold = new Map<number, number>();

for (let c = 0; c < BMP; c++) bmpFold[c] = c;
for (let i = 0; i < SEPARATOR_RANGES.length; i += 2) {
  const first = SEPARATOR_RANGES[i]!;
  const last = Math.min(SEPARATOR_RANGES[i + 1]!, BMP - 1);
  if (first < BMP) bmpIsToken.fill(0, first, last + 1);
}
for (let i = 0; i < FOLD_RUNS.length; i += 4) {
  const [first, count, step, delta] = FOLD_RUNS.slice(i, i + 4) as [number, number, number, number];
  for (let k = 0, c = first; k < count; k++, c += step) {
    if (c < BMP) bmpFold[c] = c + delta;
    else astralFold.set(c, c + delta);
  }
}
for (const c of REMOVED) bmpFold[c] = REMOVED_MARK;

/**
 * Whether code point `c` belongs to a token (binary search outside the BMP, which is rare).
 * Surrogates are separators: a lone one reaches SQLite as U+FFFD, which separates tokens.
 */
function isTokenCodePoint(c: number): boolean {
  if (c < BMP) return bmpIsToken[c] === 1;
  let low = 0;
  let high = SEPARATOR_RANGES.length / 2 - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (c < SEPARATOR_RANGES[mid * 2]!) high = mid - 1;
    else if (c > SEPARATOR_RANGES[mid * 2 + 1]!) low = mid + 1;
    else return false;
  }
  return true;
}

/**
 * Walks the whole tokens that lie in [from, to) of `text`, in order, folding each into `folded`
 * (its first `folded.length` − 1 code units; a longer token sets `overflow`, so it equals no
 * term of that length), and calls `visit` with its offsets and folded length; stops early when
 * `visit` returns false. A word that `from` or `to` cuts is not a token of the range. One
 * forward pass that never reads past `to` and allocates nothing: linear in the characters of
 * the range, whatever they are.
 */
export function scanTokens(
  text: string,
  from: number,
  to: number,
  folded: Uint16Array,
  visit: (start: number, end: number, length: number, overflow: boolean) => boolean | void,
): void {
  const limit = folded.length - 1;
  let i = from;
  // A word that began before `from`: skip its rest.
  if (from > 0 && isTokenBefore(text, from)) {
    while (i < to && isTokenCodePoint(codePointAt(text, i))) i += width(codePointAt(text, i));
  }
  while (i < to) {
    let c = codePointAt(text, i);
    if (!isTokenCodePoint(c)) {
      i += width(c);
      continue;
    }
    const start = i;
    let length = 0;
    let overflow = false;
    while (i < to && isTokenCodePoint((c = codePointAt(text, i)))) {
      i += width(c);
      const f = c < BMP ? bmpFold[c]! : (astralFold.get(c) ?? c);
      if (f === REMOVED_MARK) continue;
      if (length >= limit) {
        overflow = true;
      } else if (f < BMP) {
        folded[length++] = f;
      } else {
        folded[length++] = 0xd800 + ((f - BMP) >> 10);
        folded[length++] = 0xdc00 + ((f - BMP) & 0x3ff);
      }
    }
    // A word that goes on past `to` is not whole.
    if (i < text.length && i >= to && isTokenCodePoint(codePointAt(text, i))) return;
    if (visit(start, i, length, overflow) === false) return;
  }
}

// charCodeAt first: codePointAt is several times slower, and most text is in the BMP.
function codePointAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff ? text.codePointAt(i)! : c;
}

function width(c: number): number {
  return c >= BMP ? 2 : 1;
}

/** Whether the character that ends just before offset `i` belongs to a token. */
function isTokenBefore(text: string, i: number): boolean {
  const low = text.charCodeAt(i - 1);
  const high = i >= 2 ? text.charCodeAt(i - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return isTokenCodePoint(pair ? text.codePointAt(i - 2)! : low);
}

/** A token of what a reader typed, folded; a new buffer per call (queries are short). */
export function foldedTokens(input: string): string[] {
  const folded = new Uint16Array(input.length * 2 + 2);
  const tokens: string[] = [];
  scanTokens(input, 0, input.length, folded, (_, __, length) => {
    if (length) tokens.push(String.fromCharCode(...folded.subarray(0, length)));
  });
  return tokens;
}

/** A search term, folded as the index folds it; `prefix` matches any token it begins. */
export interface SearchTerm {
  text: string;
  prefix: boolean;
}

/**
 * The terms of what a reader typed, as FTS5 would read them: its tokens, folded, each once
 * (`a a a` is one term, `Café cafe` too), at most MAX_TERMS of them. The last token typed is
 * a prefix, so results appear while typing; when there are too many, the first MAX_TERMS − 1
 * are kept with it.
 */
export function searchTerms(input: string): SearchTerm[] {
  const tokens = foldedTokens(input);
  const last = tokens.pop();
  if (last === undefined) return [];
  const exact = [...new Set(tokens)].filter((token) => token !== last).slice(0, MAX_TERMS - 1);
  return [...exact.map((text) => ({ text, prefix: false })), { text: last, prefix: true }];
}

/**
 * The terms a folded token matches, as a bit mask (bit i for terms[i]): equal to a term, or
 * begun by a prefix term. Compares code units in place, so no string is made per token.
 */
export function termMask(
  terms: readonly SearchTerm[],
  folded: Uint16Array,
  length: number,
  overflow: boolean,
): number {
  let mask = 0;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    const text = term.text;
    // Most tokens differ from a term in their first unit: test it before the length rules.
    if (text.charCodeAt(0) !== folded[0]) continue;
    if (term.prefix ? length < text.length : overflow || length !== text.length) continue;
    let k = 1;
    while (k < text.length && text.charCodeAt(k) === folded[k]) k++;
    if (k === text.length) mask |= 1 << t;
  }
  return mask;
}

/** A buffer for scanTokens that holds enough of a token to compare it with every term. */
export function foldBuffer(terms: readonly SearchTerm[]): Uint16Array {
  // + 1 to know a token is longer than every term, + 1 for an astral character's second half.
  return new Uint16Array(Math.max(0, ...terms.map((term) => term.text.length)) + 2);
}
