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

/** Lines per part of a long unformatted text (see textParts). */
const LINES_PER_PART = 100;

/**
 * `source` escaped; past LINES_PER_PART lines, in parts of that many lines, which the browser
 * lays out only near the viewport (`content-visibility: auto`, markdown.css). Laying out 50,000
 * lines at once took 200–300 ms of one task, and such a text is what the budget refuses.
 */
function textParts(source: string): string {
  const parts: string[] = [];
  let start = 0;
  let lines = 0;
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) {
    if (++lines < LINES_PER_PART) continue;
    parts.push(source.slice(start, at + 1));
    start = at + 1;
    lines = 0;
  }
  if (parts.length === 0) return escapeHtml(source);
  if (start < source.length) parts.push(source.slice(start));
  return parts
    .map((part) => `<span class="markdown-unformatted-part">${escapeHtml(part)}</span>`)
    .join('');
}

/** Escapes the five characters that can start or end markup or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
