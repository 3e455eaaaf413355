import {
  astralFold,
  BMP,
  bmpFold,
  codePointAt,
  isTokenBefore,
  isTokenCodePoint,
  REMOVED_MARK,
  width,
} from './searchChars';
import { symbolAt } from './searchSymbols';

// The search index's tokenizer (FTS5 unicode61, remove_diacritics 2), redone in TypeScript from
// tables read out of SQLite itself (unicode61Tables.ts), so that the terms sent to MATCH and the
// words highlighted in a snippet are exactly the tokens FTS5 indexed and matched.

/** At most this many distinct terms reach MATCH: each one is another pass over its hits. */
export const MAX_TERMS = 8;

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

/** A token of what a reader typed, folded; a new buffer per call (queries are short). */
export function foldedTokens(input: string): string[] {
  const folded = new Uint16Array(input.length * 2 + 2);
  const tokens: string[] = [];
  scanTokens(input, 0, input.length, folded, (_, __, length) => {
    if (length) tokens.push(String.fromCharCode(...folded.subarray(0, length)));
  });
  return tokens;
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
