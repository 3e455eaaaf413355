import { FOLD_RUNS, REMOVED, SEPARATOR_RANGES } from './unicode61Tables';

// The character classes of the search index's tokenizer (FTS5 unicode61, remove_diacritics 2),
// from tables read out of SQLite itself: which code points belong to tokens, and how they fold.

export const BMP = 0x10000;
/** 1 for the code units of the Basic Multilingual Plane that belong to tokens. */
const bmpIsToken = new Uint8Array(BMP).fill(1);
/** The folded code unit of each token character of the BMP; REMOVED_MARK when folding drops it. */
export const bmpFold = new Uint16Array(BMP);
/** NUL is a separator and nothing folds to it, so it can stand for "dropped". */
export const REMOVED_MARK = 0;
export const astralFold = new Map<number, number>();

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
export function isTokenCodePoint(c: number): boolean {
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

/** The folded form of token code point `c`, as the index folds it; -1 when folding drops it. */
export function foldCodePoint(c: number): number {
  const f = c < BMP ? bmpFold[c]! : (astralFold.get(c) ?? c);
  return f === REMOVED_MARK ? -1 : f;
}

// charCodeAt first: codePointAt is several times slower, and most text is in the BMP.
export function codePointAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff ? text.codePointAt(i)! : c;
}

export function width(c: number): number {
  return c >= BMP ? 2 : 1;
}

/** Whether the character that ends just before offset `i` belongs to a token. */
export function isTokenBefore(text: string, i: number): boolean {
  const low = text.charCodeAt(i - 1);
  const high = i >= 2 ? text.charCodeAt(i - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return isTokenCodePoint(pair ? text.codePointAt(i - 2)! : low);
}
