// What a reader sees of a source the pipeline will not format (see lexer.ts): the text itself,
// escaped, preformatted, after a notice saying why. Built here from escaped text only, never
// from marked's output: nothing in it can be markup.
import type { LexFailure } from './lexer';

/** The notice above an unformatted source, by the reason it was not formatted. */
export const UNFORMATTED_NOTICES: Record<LexFailure, string> = {
  slow: 'This text is shown unformatted because it took too long to format.',
  complex: 'This text is shown unformatted because it is too complex to format.',
};

/**
 * `source` as preformatted text, escaped; with a notice when it will stay that way, without
 * one while its formatted version is on its way (`reason` null).
 */
export function unformattedHtml(source: string, reason: LexFailure | null): string {
  const text = `<pre class="markdown-unformatted">${textParts(source)}</pre>`;
  return reason
    ? `<p class="markdown-notice" role="note">${UNFORMATTED_NOTICES[reason]}</p>${text}`
    : text;
}

/** At most this many lines, and characters, per part of a long unformatted text (textParts). */
const LINES_PER_PART = 100;
const CHARS_PER_PART = 8000;

/**
 * `source` escaped; past LINES_PER_PART lines or CHARS_PER_PART characters, in parts of at most
 * that many, which the browser lays out only near the viewport (`content-visibility: auto`,
 * markdown.css). Laying out 50,000 lines at once took 200–300 ms of one task, one line of
 * 100,000 characters over 150 ms, and such texts are what the budget refuses. A part ends after
 * a line where it can; a line longer than a part is cut, and goes on below.
 */
function textParts(source: string): string {
  const parts: string[] = [];
  let start = 0;
  while (start < source.length) {
    const limit = Math.min(source.length, start + CHARS_PER_PART);
    let end = start;
    let lines = 0;
    for (; lines < LINES_PER_PART; lines++) {
      const newline = source.indexOf('\n', end);
      if (newline === -1 || newline >= limit) break;
      end = newline + 1;
    }
    if (lines < LINES_PER_PART && limit === source.length) end = limit;
    else if (end === start) end = limit - (isHighSurrogate(source.charCodeAt(limit - 1)) ? 1 : 0);
    parts.push(source.slice(start, end));
    start = end;
  }
  if (parts.length <= 1) return escapeHtml(source);
  return parts
    .map((part) => `<span class="markdown-unformatted-part">${escapeHtml(part)}</span>`)
    .join('');
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Escapes the five characters that can start or end markup or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
