import { scanTokens, symbolAt, type SymbolToken } from './searchTokens';

// Names that technical writing depends on and that unicode61 cuts at their punctuation: `C++`,
// `C#`, `F#`, `.NET`, `node.js`, `3.14`. unicode61 indexes `C++` as the word "c", so a search
// for it found every text with a lone "c". A symbol is a word followed by `+`s or one `#` (and
// maybe another word: `C++20`), or words joined by single dots, or a word after a leading dot.
// The index keeps its words as they were and stores each symbol once more, whole, in columns of
// their own (title_symbols, body_symbols), spelled with private-use characters for its
// punctuation so that unicode61 keeps it as one token (encodeSymbol). The query side reads a
// typed symbol the same way (searchTerms), so both sides agree on what a symbol is.

/** Every symbol of `text`, in order: one pass over its tokens, and a symbol read at each. */
export function symbolsIn(text: string): SymbolToken[] {
  const symbols: SymbolToken[] = [];
  let end = 0;
  scanTokens(text, 0, text.length, new Uint16Array(2), (start) => {
    if (start < end) return;
    const symbol = symbolAt(text, start);
    if (symbol) symbols.push(symbol);
    end = symbol?.end ?? 0;
  });
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
