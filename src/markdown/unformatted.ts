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
  const text = `<pre class="markdown-unformatted">${escapeHtml(source)}</pre>`;
  return reason
    ? `<p class="markdown-notice" role="note">${UNFORMATTED_NOTICES[reason]}</p>${text}`
    : text;
}

/** Escapes the five characters that can start or end markup or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
