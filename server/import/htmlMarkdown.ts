import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

// Imported HTML (Ghost's, WordPress's) as Markdown, by turndown with its GFM plugin (tables,
// strikethrough, task lists). The HTML is hostile and is never shown: only the Markdown it
// becomes is kept, and that reaches a reader through the one pipeline and its sanitizer like
// any body. Scripts, styles and forms are dropped with their content rather than kept as text.

/** HTML longer than this is not converted (a body is at most 100,000 characters anyway). */
export const MAX_HTML_CHARACTERS = 1_000_000;

const DROPPED = ['script', 'style', 'noscript', 'template', 'form', 'object', 'embed'] as const;

let service: TurndownService | null = null;

function converter(): TurndownService {
  if (service) return service;
  service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
  });
  service.use(gfm);
  service.remove([...DROPPED]);
  return service;
}

/** The Markdown of `html`, or why there is none. */
export function htmlToMarkdown(html: string): { markdown: string } | { problem: string } {
  if (html.length > MAX_HTML_CHARACTERS) {
    return { problem: `its HTML is longer than ${MAX_HTML_CHARACTERS} characters` };
  }
  try {
    return { markdown: converter().turndown(html) };
  } catch (error) {
    // Nesting deep enough to exhaust the stack is refused for this post alone.
    return { problem: `its HTML could not be converted (${(error as Error).message})` };
  }
}
