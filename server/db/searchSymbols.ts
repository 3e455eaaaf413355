import { codePointAt, foldCodePoint, isTokenCodePoint, width } from './searchChars';

// Names that technical writing depends on and that unicode61 cuts at their punctuation: `C++`,
// `C#`, `F#`, `.NET`, `node.js`, `3.14`. unicode61 indexes `C++` as the word "c", so a search
// for it found every text with a lone "c". A symbol is a word followed by `+`s or one `#` (and
// maybe another word: `C++20`), or words joined by single dots, or a word after a leading dot.
// The index keeps its words as they were and stores each symbol once more, whole, in columns of
// their own (title_symbols, body_symbols), spelled with private-use characters for its
// punctuation so that unicode61 keeps it as one token (encodeSymbol). The query side reads a
// typed symbol the same way (searchTerms), so both sides agree on what a symbol is.

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

/** Every symbol of `text`, in order; linear, as each word is read at most twice. */
export function symbolsIn(text: string): SymbolToken[] {
  const symbols: SymbolToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = codePointAt(text, i);
    if (!isTokenCodePoint(c)) {
      i += width(c);
      continue;
    }
    const symbol = symbolAt(text, i);
    if (symbol) symbols.push(symbol);
    i = Math.max(skipWord(text, i, text.length), symbol?.end ?? 0);
  }
  return symbols;
}

const PUNCTUATION_CODES: Record<string, string> = { '.': '\ue000', '+': '\ue001', '#': '\ue002' };

/**
 * A symbol as the index stores it: its punctuation as private-use characters, which unicode61
 * counts as token characters, so `c++` is one token that no ordinary word equals.
 */
export function encodeSymbol(symbol: string): string {
  return symbol.replace(/[.+#]/g, (mark) => PUNCTUATION_CODES[mark]!);
}

/** The symbols column of a text: each of its symbols, encoded, separated by spaces. */
export function symbolColumn(text: string): string {
  return symbolsIn(text)
    .map((symbol) => encodeSymbol(symbol.text))
    .join(' ');
}
