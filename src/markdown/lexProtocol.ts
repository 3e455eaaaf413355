// What the page and the lexer's thread (lexWorker.ts) say to each other; shared by both, and
// free of marked, so that the page's chunk does not carry it.

/** marked's options: the thread's, and the page's where it has no thread (markdownBlocks.ts). */
export const LEXER_OPTIONS = { gfm: true, breaks: false } as const;

/** Set by our checkbox renderer; raw HTML cannot know the nonce, so it cannot smuggle an `input` in. */
export const TASK_MARKER = 'data-folio-task';

/** Where a code block's HTML goes in its block; the page fills it, highlighted or not. */
export function codeSlot(nonce: string): string {
  return `folio-code-${nonce}`;
}

/**
 * What begins the fragment of every footnote link in marked's HTML (footnotes.ts): the page's
 * nonce, so that raw HTML cannot forge one; footnoteLinks.ts turns them into ids after sanitizing.
 */
export function footnoteSlot(nonce: string): string {
  return `folio-fn-${nonce}-`;
}

/** One top-level block of a document, rendered by marked, not yet sanitized. */
export interface MarkdownBlock {
  /** marked's token type: the same text may render differently after a different neighbour. */
  type: string;
  /** Its source text: identifies the block from one render to the next. */
  raw: string;
  /** marked's HTML, with a `codeSlot` for each code block, in order. */
  html: string;
  codes: { text: string; lang: string; escaped: boolean }[];
}

/** A document as marked made it: its blocks, and its reference definitions as a key. */
export interface LexedMarkdown {
  blocks: MarkdownBlock[];
  links: string;
}

/**
 * Page → thread: render `source`; `nonce` marks our own checkboxes and code slots; HTML
 * longer than `maxChars` is refused.
 */
export interface LexRequest {
  id: number;
  source: string;
  nonce: string;
  maxChars: number;
}

/**
 * Thread → page: `ready` once marked has loaded (false if it could not), then per request
 * the document, or a refusal: marked threw (a stack overflow on deep nesting) or made more
 * HTML than the page should sanitize.
 */
export type LexReply =
  { ready: boolean } | { id: number; lexed: LexedMarkdown } | { id: number; failed: 'complex' };
