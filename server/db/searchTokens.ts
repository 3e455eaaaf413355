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

/** The folded form of token code point `c`, as the index folds it; -1 when folding drops it. */
function foldCodePoint(c: number): number {
  const f = c < BMP ? bmpFold[c]! : (astralFold.get(c) ?? c);
  return f === REMOVED_MARK ? -1 : f;
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

// Symbols (`C++`, `.NET`: searchSymbols.ts) are read here, beside the character tables they
// read character by character: under tsx (`npm start`) every call into another module goes
// through a getter, which made a scan 9 times slower when the tables lived apart.

/** A symbol is at most this many UTF-16 code units; a longer run of dotted words is none. */
export const SYMBOL_MAX = 64;

const DOT = 0x2e;
const PLUS = 0x2b;
const HASH = 0x23;

/** A symbol found in a text: its span and its folded spelling, punctuation kept (`c++`). */
export interface SymbolToken {
  start: number;
  end: number;
  text: string;
}

/**
 * The symbol whose first word begins at `wordStart` (a token's first character), starting at
 * its leading dot when it has one; null when the word begins none, or lies inside one (after a
 * dot, `+` or `#` that joins it to the word before). Reads at most SYMBOL_MAX + 2 characters.
 */
export function symbolAt(text: string, wordStart: number): SymbolToken | null {
  const before = wordStart > 0 ? text.charCodeAt(wordStart - 1) : -1;
  if (before === DOT) {
    return isFree(text, wordStart - 1) ? readSymbol(text, wordStart - 1) : null;
  }
  if (before === PLUS || before === HASH) return null;
  return readSymbol(text, wordStart);
}

/** Whether nothing that could join it to a symbol comes before position `i`. */
function isFree(text: string, i: number): boolean {
  if (i === 0) return true;
  const c = text.charCodeAt(i - 1);
  return c !== DOT && c !== PLUS && c !== HASH && !isTokenCodePoint(codePointAt(text, i - 1));
}

function readSymbol(text: string, at: number): SymbolToken | null {
  const limit = Math.min(text.length, at + SYMBOL_MAX + 1);
  let i = at;
  let marked = text.charCodeAt(i) === DOT;
  if (marked) i++;
  for (;;) {
    const word = i;
    i = skipWord(text, i, limit);
    if (i === word) return null;
    if (text.charCodeAt(i) !== DOT || i + 1 >= limit) break;
    if (!isTokenCodePoint(codePointAt(text, i + 1))) break;
    marked = true;
    i++;
  }
  const mark = text.charCodeAt(i);
  if (mark === HASH || mark === PLUS) {
    i++;
    while (mark === PLUS && i < limit && text.charCodeAt(i) === PLUS) i++;
    i = skipWord(text, i, limit);
    marked = true;
  }
  if (!marked || i - at > SYMBOL_MAX) return null;
  return { start: at, end: i, text: fold(text, at, i) };
}

function skipWord(text: string, from: number, limit: number): number {
  let i = from;
  while (i < limit) {
    const c = codePointAt(text, i);
    if (!isTokenCodePoint(c)) break;
    i += width(c);
  }
  return i;
}

/** The folded spelling of a symbol's span: its words folded as the index folds them. */
function fold(text: string, start: number, end: number): string {
  const points: number[] = [];
  for (let i = start; i < end;) {
    const c = codePointAt(text, i);
    i += width(c);
    const f = isTokenCodePoint(c) ? foldCodePoint(c) : c;
    if (f >= 0) points.push(f);
  }
  return String.fromCodePoint(...points);
}

/**
 * A search term, folded as the index folds it; `prefix` matches any token it begins. A symbol
 * term (`c++`, `.net`: searchSymbols.ts) has its whole spelling in `symbol`, and as `text` its
 * first word, the token of the text where each of its occurrences begins.
 */
export interface SearchTerm {
  text: string;
  prefix: boolean;
  symbol?: { text: string; prefix: boolean };
}

/**
 * The terms of what a reader typed, as FTS5 would read them: its tokens, folded, each once
 * (`a a a` is one term, `Café cafe` too), a symbol (`C++`) as one term instead of its words, at
 * most MAX_TERMS of them. The last token typed is a prefix, so results appear while typing;
 * when there are too many, the first MAX_TERMS − 1 are kept with it.
 */
export function searchTerms(input: string): SearchTerm[] {
  const folded = new Uint16Array(input.length * 2 + 2);
  const typed: { text: string; symbol: string | null }[] = [];
  let symbolEnd = 0;
  scanTokens(input, 0, input.length, folded, (start, _, length) => {
    if (start < symbolEnd || !length) return;
    const symbol = symbolAt(input, start);
    if (symbol) symbolEnd = symbol.end;
    typed.push({
      text: String.fromCharCode(...folded.subarray(0, length)),
      symbol: symbol?.text ?? null,
    });
  });
  const last = typed.pop();
  if (last === undefined) return [];
  const key = (token: (typeof typed)[number]) => token.symbol ?? token.text;
  const exact = [...new Map(typed.map((token) => [key(token), token])).values()]
    .filter((token) => key(token) !== key(last))
    .slice(0, MAX_TERMS - 1);
  return [...exact.map((token) => toTerm(token, false)), toTerm(last, true)];
}

function toTerm(token: { text: string; symbol: string | null }, prefix: boolean): SearchTerm {
  if (token.symbol === null) return { text: token.text, prefix };
  // Only a lone word after a dot (`.ne` while typing `.net`) may be a prefix of its token.
  const alone = token.symbol === `.${token.text}`;
  return { text: token.text, prefix: prefix && alone, symbol: { text: token.symbol, prefix } };
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
