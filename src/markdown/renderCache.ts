// The page's memory of Markdown rendered: results per source (an LRU), the blocks of sources
// lately lexed (for their highlighted version), the segments kept between renders, and which
// results this pipeline produced (the HTML sink accepts no other).
import type { LexFailure } from './lexer';
import type { LexedMarkdown } from './lexProtocol';
import { newSegmentStores } from './markdownSegments';
import type { Highlighter, RenderedMarkdown } from './renderMarkdown';
import { unformattedHtml } from './unformatted';

const CACHE_SIZE = 100;
/** Sources whose blocks are kept after preparing them, for their highlighted version. */
const RECENTLY_LEXED = 4;

interface Cached {
  plain?: RenderedMarkdown;
  highlighted?: RenderedMarkdown;
  highlighter?: Highlighter;
  /** The source is shown unformatted (see lexer.ts), with a highlighter or without. */
  unformatted?: RenderedMarkdown;
}

const cache = new Map<string, Cached>();
/** Every result ever produced, frozen; lets the HTML sink check where a string came from. */
const produced = new WeakSet<RenderedMarkdown>();
/** Results a server rendered with every grammar: nothing to highlight here (see `adopt`). */
const highlightedByServer = new WeakSet<RenderedMarkdown>();
/** Placeholders for sources being lexed in the lexer's thread (see `renderMarkdown`). */
const placeholders = new WeakSet<RenderedMarkdown>();
let lastPlaceholder: { source: string; result: RenderedMarkdown } | null = null;

const recentlyLexed = new Map<string, { lexed: LexedMarkdown }>();

/** The segments the page's renders share (see markdownSegments.ts). */
export const segmentStores = newSegmentStores();

/** Forgets every memoized result and segment, so the next render starts from nothing. */
export function clearRenderCache(): void {
  cache.clear();
  recentlyLexed.clear();
  Object.assign(segmentStores, newSegmentStores());
}

/** The blocks of `source` if it was prepared lately. */
export function lexedLately(source: string): { lexed: LexedMarkdown } | undefined {
  return recentlyLexed.get(source);
}

/** Keeps the blocks of `source`, the last RECENTLY_LEXED sources prepared. */
export function rememberLexed(source: string, outcome: { lexed: LexedMarkdown }): void {
  recentlyLexed.delete(source);
  recentlyLexed.set(source, outcome);
  if (recentlyLexed.size > RECENTLY_LEXED) recentlyLexed.delete(recentlyLexed.keys().next().value!);
}

/** The memoized result for `source` with `highlighter`, marked as most recently used. */
export function recall(
  source: string,
  highlighter: Highlighter | null,
): RenderedMarkdown | undefined {
  const entry = cache.get(source);
  if (!entry) return undefined;
  cache.delete(source);
  cache.set(source, entry);
  if (entry.unformatted) return entry.unformatted;
  if (!highlighter) return entry.plain;
  return entry.highlighter === highlighter ? entry.highlighted : undefined;
}

/** Freezes and memoizes a new result (LRU of CACHE_SIZE sources). */
export function remember(
  source: string,
  highlighter: Highlighter | null | 'unformatted',
  rendered: RenderedMarkdown,
): RenderedMarkdown {
  const result = freeze(rendered);
  let entry = cache.get(source);
  if (!entry) {
    cache.set(source, (entry = {}));
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  if (highlighter === 'unformatted') {
    entry.unformatted = result;
  } else if (highlighter) {
    entry.highlighted = result;
    entry.highlighter = highlighter;
  } else {
    entry.plain = result;
  }
  return result;
}

/**
 * Memoizes the server's rendering of `source` (fenced code highlighted with every grammar the
 * client could load) as the result without a highlighter: hydrating shows it as it came, and the
 * page loads no highlighter just to make the same HTML again.
 */
export function adopt(source: string, rendered: RenderedMarkdown): void {
  if (recall(source, null)) return;
  highlightedByServer.add(remember(source, null, rendered));
}

/** True for a server's rendering: its code is highlighted already. */
export function isHighlightedByServer(value: RenderedMarkdown): boolean {
  return highlightedByServer.has(value);
}

/** Memoizes `source` as its text under a notice, for any highlighter (see unformatted.ts). */
export function rememberUnformatted(source: string, failure: LexFailure): RenderedMarkdown {
  return remember(source, 'unformatted', { html: unformattedHtml(source, failure), headings: [] });
}

/** The text of a source the lexer's thread has not lexed yet; the last one is reused. */
export function placeholder(source: string): RenderedMarkdown {
  if (lastPlaceholder?.source !== source) {
    const result = freeze({ html: unformattedHtml(source, null), headings: [] });
    placeholders.add(result);
    lastPlaceholder = { source, result };
  }
  return lastPlaceholder.result;
}

/** True when `value` is a result of `renderMarkdown` (frozen, so its html is still ours). */
export function isRenderedMarkdown(value: unknown): value is RenderedMarkdown {
  return typeof value === 'object' && value !== null && produced.has(value as RenderedMarkdown);
}

/** True for the placeholder `renderMarkdown` gives for a source not lexed yet. */
export function isMarkdownPlaceholder(value: RenderedMarkdown): boolean {
  return placeholders.has(value);
}

function freeze(result: RenderedMarkdown): RenderedMarkdown {
  result.headings.forEach((heading) => Object.freeze(heading));
  Object.freeze(result.headings);
  Object.freeze(result);
  produced.add(result);
  return result;
}
