// The HTML that Markdown lets through, reduced for markdownToPlainText: tags, autolinks and
// character references. Each reader looks a bounded distance ahead, or stops at the next `<`.

/**
 * The few named references worth decoding for a reader; the rest stay as typed. A Map, so that
 * `&constructor;` finds nothing rather than Object's prototype.
 */
const ENTITIES = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['hellip', '…'],
  ['mdash', '—'],
  ['ndash', '–'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['copy', '©'],
  ['times', '×'],
]);

/**
 * The `>` ending an autolink (`<https://…>`, `<a@b.c>`: `keep` its text) or an HTML tag (`<b>`,
 * `</b>`, `<a href="…">`: drop it) at `start`; end -1 when `<` is just a character. Either scan
 * stops at the next `<`, so no character is scanned twice.
 */
export function angleEnd(text: string, start: number): { end: number; keep: boolean } {
  let j = start + 1;
  let colon = -1;
  let at = false;
  while (j < text.length) {
    const char = text[j] as string;
    if (char === '>' || char === '<' || char.trim() === '') break;
    if (char === ':' && colon < 0) colon = j;
    if (char === '@') at = true;
    j++;
  }
  if (text[j] === '>' && j > start + 1) {
    // A scheme is 2 to 32 characters: a letter, then letters, digits, '+', '.' or '-'.
    const scheme = colon - start > 2 && colon - start <= 33;
    if (scheme && /^[A-Za-z][\w+.-]*$/.test(text.slice(start + 1, colon))) {
      return { end: j, keep: true };
    }
    if (at && colon < 0) return { end: j, keep: true };
  }
  const first = text[start + 1] === '/' ? start + 2 : start + 1;
  if (!/[A-Za-z]/.test(text[first] ?? '')) return { end: -1, keep: false };
  while (j < text.length && text[j] !== '>' && text[j] !== '<') j++;
  return text[j] === '>' ? { end: j, keep: false } : { end: -1, keep: false };
}

/** A character reference at `start` (`&amp;`, `&#38;`, `&#x26;`) and where it ends, or null. */
export function decodeEntity(text: string, start: number): { text: string; end: number } | null {
  // The longest reference worth reading is 32 characters: look no further for its ';'.
  const limit = Math.min(text.length, start + 34);
  let semicolon = start + 1;
  while (semicolon < limit && text[semicolon] !== ';') semicolon++;
  if (semicolon >= limit) return null;
  const body = text.slice(start + 1, semicolon);
  const end = semicolon + 1;
  const named = ENTITIES.get(body);
  if (named !== undefined) return { text: named, end };
  if (!/^#(?:[0-9]{1,7}|[xX][0-9A-Fa-f]{1,6})$/.test(body)) return null;
  const hex = body[1] === 'x' || body[1] === 'X';
  const value = hex ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  // NUL, surrogates and code points past Unicode read as U+FFFD, as a browser decodes them.
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) {
    return { text: '\ufffd', end };
  }
  // Control characters are never text a reader sees: they become spaces, as in the source.
  if (value < 0x20 || (value >= 0x7f && value <= 0x9f)) return { text: ' ', end };
  return { text: String.fromCodePoint(value), end };
}
