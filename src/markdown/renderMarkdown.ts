import createDOMPurify from 'dompurify';
import type { DOMPurify, Config } from 'dompurify';
import {
  inlineLexerReady,
  lexesInline,
  lexInline,
  lexWithinBudget,
  loadInlineLexer,
  type LexFailure,
} from './lexer';
import { codeSlot, TASK_MARKER, type LexedMarkdown, type MarkdownBlock } from './lexProtocol';
import { escapeHtml, unformattedHtml } from './unformatted';

export { lexOnThisThread } from './lexer';

export interface MarkdownHeading {
  id: string;
  text: string;
  depth: 1 | 2 | 3 | 4 | 5 | 6;
}

export interface RenderedMarkdown {
  /** Sanitized HTML, safe to hand to `Markdown` (the only sink). */
  html: string;
  headings: MarkdownHeading[];
}

/**
 * Turns the text of one code block into highlighted HTML, or null for a language it does not
 * know. Its output is untrusted like the rest: it goes through the same sanitizer pass.
 */
export type Highlighter = (code: string, language: string) => string | null;

/** Prefix of every heading id: user text never becomes a bare id (DOM clobbering). */
export const HEADING_ID_PREFIX = 'h-';

const CACHE_SIZE = 100;

/** Allowed URL schemes per attribute; anything without a scheme is relative and allowed. */
const HREF_SCHEMES = new Set(['http', 'https', 'mailto']);
const SRC_SCHEMES = new Set(['http', 'https']);

// Everything a browser ignores or strips around or inside a scheme (C0 controls, space, DEL,
// C1 controls, Unicode spaces, BOM): removed before the scheme is read, so `java\tscript:` or
// `\u0001javascript:` cannot slip past as "no scheme". Removing more than a browser does only
// makes the check stricter.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a URL attribute value (as the DOM holds it: entities already decoded) may stay.
 * `href` allows http(s), mailto and relative URLs; `src` only http(s) and relative ones.
 */
export function isAllowedUrl(value: string, attribute: 'href' | 'src'): boolean {
  const stripped = value.replace(URL_IGNORED, '');
  const match = URL_SCHEME.exec(stripped);
  // Without a scheme the URL is relative, unless a character reference sits where the scheme
  // would be (`&#106;avascript:`, `javascript&colon;`): harmless as the browser reads it, but one
  // careless decode away from a scheme, and no real link needs it.
  if (!match) return !/^[^/?#]*&/.test(stripped);
  const scheme = (match[1] ?? '').toLowerCase();
  return (attribute === 'href' ? HREF_SCHEMES : SRC_SCHEMES).has(scheme);
}

// Markdown needs these and nothing else. An explicit list instead of USE_PROFILES.html: no
// svg/math (namespace confusion, script-capable), no form controls, no media/embedding, no
// style, no script-capable or document-level element (script, iframe, object, embed, base,
// meta, link, template, noscript…) can appear even if DOMPurify's defaults change.
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code', 'col',
  'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub',
  'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul',
  'var', 'wbr',
]; // prettier-ignore

// No id/name (clobbering; our heading ids are added after sanitizing), no style, no srcset
// (a second, unchecked URL list), no target/rel (we set them), no type (only our checkboxes
// have one, set by us), no event handlers (never listed).
const ALLOWED_ATTR = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'align', 'colspan', 'rowspan', 'scope',
  'start', 'reversed', 'checked', 'disabled', 'open', 'class', 'lang', 'dir', 'datetime',
]; // prettier-ignore

/** Marks our checkboxes (TASK_MARKER) and code slots, the sentinel and id slots; per page. */
const TASK_NONCE = randomNonce();
const CODE_SLOT = codeSlot(TASK_NONCE);

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // Belt and braces for the worst offenders, should someone widen ALLOWED_TAGS/ATTR later.
  FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'template', 'form', 'svg', 'math'], // prettier-ignore
  FORBID_ATTR: ['style', 'id', 'name', 'srcset', 'srcdoc', 'action', 'formaction', 'xlink:href'],
  // data-* and aria-* are on by default: data-* feeds behaviour in app/library code that reads
  // it, aria-* lets content relabel or hide things from assistive technology.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // First gate for href/src (isAllowedUrl in the hook is the second, per attribute): http(s),
  // mailto, or no scheme at all. DOMPurify tests it after stripping whitespace/controls.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // The content of <textarea>, <title>, <noscript>… is dropped with them (DOMPurify's default
  // FORBID_CONTENTS), which defeats the raw-text-element mXSS family.
  KEEP_CONTENT: true,
  // Every segment is parsed as body content, as it would be inside the whole document (see
  // Segments); it also keeps a leading <style>/<meta>/<noscript> from being parsed into <head>.
  FORCE_BODY: true,
  // We get the body element back to add heading ids and anchors without a second parse.
  RETURN_DOM: true,
};

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
/** Placeholders for sources being lexed in the lexer's thread (see `renderMarkdown`). */
const placeholders = new WeakSet<RenderedMarkdown>();
let lastPlaceholder: { source: string; result: RenderedMarkdown } | null = null;

let purifier: DOMPurify | null = null;

/** Sources whose blocks are kept after preparing them, for their highlighted version. */
const RECENTLY_LEXED = 4;
const recentlyLexed = new Map<string, { lexed: LexedMarkdown }>();

/**
 * Renders Markdown (GFM) to sanitized HTML plus the list of its headings. This is the only HTML
 * producer in the app. Results are memoized per source (LRU of 100) and frozen, so the same source
 * gives the identical object; with a highlighter, fenced code with a known language is highlighted.
 * A source that differs from a recent one in a few blocks (the editor preview, keystroke after
 * keystroke) re-renders only the segments that changed.
 *
 * Never runs marked on the calling thread where it has a thread of its own (lexer.ts): a
 * source nobody prepared comes back as a placeholder (`isMarkdownPlaceholder`: the text,
 * unformatted, no headings) until `prepareMarkdown` has had it lexed there. A source that
 * cannot be formatted within the budget renders as its text, escaped, under a notice.
 */
export function renderMarkdown(
  source: string,
  options?: { highlighter?: Highlighter },
): RenderedMarkdown {
  const highlighter = effectiveHighlighter(source, options);
  const known = recall(source, highlighter);
  if (known) return known;
  if (!lexesInline() || !inlineLexerReady()) return placeholder(source);
  const outcome = lexInline(source, TASK_NONCE);
  if ('failed' in outcome) return rememberUnformatted(source, outcome.failed);
  try {
    return remember(source, highlighter, runToEnd(renderSteps(outcome.lexed, highlighter, 'auto')));
  } catch (error) {
    return rememberUnformatted(source, failureOf(error));
  }
}

/**
 * Resolves once `renderMarkdown` can render synchronously what is prepared: at once where
 * marked runs in its thread; where it cannot (jsdom), once marked has loaded on this one.
 */
export function whenPipelineReady(): Promise<void> {
  return lexesInline() && !inlineLexerReady() ? loadInlineLexer() : Promise.resolve();
}

/** True for the placeholder `renderMarkdown` gives for a source not lexed yet. */
export function isMarkdownPlaceholder(value: RenderedMarkdown): boolean {
  return placeholders.has(value);
}

/**
 * Renders `source` exactly as `renderMarkdown` would, a segment at a time, giving the main thread
 * back between slices; the result is memoized, so the next `renderMarkdown(source, options)`
 * returns it at once. For work ahead of the render that will need it (a route loader, the
 * highlighted version of what is on screen): in one piece, a long article's first render is a
 * single task of 100 ms and more on a slow phone, mostly marked and the sanitizer running cold.
 * Stops early, leaving nothing memoized, once `signal` aborts.
 */
export async function prepareMarkdown(
  source: string,
  options?: { highlighter?: Highlighter; signal?: AbortSignal },
): Promise<void> {
  const highlighter = effectiveHighlighter(source, options);
  const signal = options?.signal;
  if (recall(source, highlighter)) return;
  // First of all: the caller's own task (a response arriving, a chunk loading) may be long.
  await nextTask();
  if (signal?.aborted) return;
  // In the lexer's thread, within its budget (lexer.ts); the highlighted version of what was
  // just prepared plain reuses its blocks.
  const outcome = recentlyLexed.get(source) ?? (await lexWithinBudget(source, TASK_NONCE, signal));
  if (!outcome || signal?.aborted || recall(source, highlighter)) return;
  if ('failed' in outcome) {
    rememberUnformatted(source, outcome.failed);
    return;
  }
  recentlyLexed.delete(source);
  recentlyLexed.set(source, outcome);
  if (recentlyLexed.size > RECENTLY_LEXED) recentlyLexed.delete(recentlyLexed.keys().next().value!);
  const steps = renderSteps(outcome.lexed, highlighter, 'segments');
  try {
    for (;;) {
      await nextTask();
      if (signal?.aborted) return;
      const step = steps.next();
      if (step.done) {
        remember(source, highlighter, step.value);
        return;
      }
    }
  } catch (error) {
    rememberUnformatted(source, failureOf(error));
  }
}

/**
 * The same pipeline in one piece: the whole document through the sanitizer at once, nothing
 * cached, marked on this thread (after `loadInlineLexer`) whatever the source costs. The
 * reference that segment-wise rendering must equal (tests, benchmarks); its result is not
 * accepted by `Markdown`.
 */
export function renderMarkdownWhole(
  source: string,
  options?: { highlighter?: Highlighter },
): RenderedMarkdown {
  const outcome = lexInline(source, TASK_NONCE);
  if ('failed' in outcome) throw new Error(`Cannot render this source: ${outcome.failed}.`);
  return runToEnd(renderSteps(outcome.lexed, effectiveHighlighter(source, options), 'whole'));
}

/** Forgets every memoized result and segment, so the next render starts from nothing. */
export function clearRenderCache(): void {
  cache.clear();
  recentlyLexed.clear();
  plainSegments = newStore();
  highlightedSegments = new WeakMap();
}

// Sources without fenced code render the same either way: they share the plain result.
function effectiveHighlighter(
  source: string,
  options: { highlighter?: Highlighter } | undefined,
): Highlighter | null {
  return options?.highlighter && hasFencedCode(source) ? options.highlighter : null;
}

/** The memoized result for `source` with `highlighter`, marked as most recently used. */
function recall(source: string, highlighter: Highlighter | null): RenderedMarkdown | undefined {
  const entry = cache.get(source);
  if (!entry) return undefined;
  cache.delete(source);
  cache.set(source, entry);
  if (entry.unformatted) return entry.unformatted;
  if (!highlighter) return entry.plain;
  return entry.highlighter === highlighter ? entry.highlighted : undefined;
}

/** Freezes and memoizes a new result (LRU of CACHE_SIZE sources). */
function remember(
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

/** Memoizes `source` as its text under a notice, for any highlighter (see unformatted.ts). */
function rememberUnformatted(source: string, failure: LexFailure): RenderedMarkdown {
  return remember(source, 'unformatted', { html: unformattedHtml(source, failure), headings: [] });
}

/** The text of a source the lexer's thread has not lexed yet; the last one is reused. */
function placeholder(source: string): RenderedMarkdown {
  if (lastPlaceholder?.source !== source) {
    const result = freeze({ html: unformattedHtml(source, null), headings: [] });
    placeholders.add(result);
    lastPlaceholder = { source, result };
  }
  return lastPlaceholder.result;
}

/**
 * Why rendering tokens failed, when the source is to blame: marked's parser recurses as deep
 * as the source nests (a stack overflow), and output past the engine's string limit. Any other
 * error is a bug, and is thrown on.
 */
function failureOf(error: unknown): LexFailure {
  if (error instanceof RangeError) return 'complex';
  throw error;
}

/** Yields to the browser: the next task, ahead of timers where `scheduler.yield` exists. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs a render's steps without yielding. */
function runToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** True when `value` is a result of `renderMarkdown` (frozen, so its html is still ours). */
export function isRenderedMarkdown(value: unknown): value is RenderedMarkdown {
  return typeof value === 'object' && value !== null && produced.has(value as RenderedMarkdown);
}

/** Cheap test for a fenced code block (``` or ~~~ opening a line), the only highlighted kind. */
export function hasFencedCode(source: string): boolean {
  return /^ {0,3}(?:```|~~~)/m.test(source);
}

function freeze(result: RenderedMarkdown): RenderedMarkdown {
  result.headings.forEach((heading) => Object.freeze(heading));
  Object.freeze(result.headings);
  Object.freeze(result);
  produced.add(result);
  return result;
}

// --- Segments ------------------------------------------------------------------------------
//
// The document is lexed whole (so reference links resolve across it), then its top-level blocks
// are cut into groups of ~SEGMENT_BLOCKS. When the source is an edit of the previous one, each
// group (a segment, or several merged, see below) is rendered and sanitized on its own and cached
// by its source; the sanitized pieces are joined, heading ids assigned last (de-duplication is
// document-wide). A keystroke thus re-renders one segment.
//
// Joining is exact only if each segment leaves the HTML parser as it found it: in body, nothing
// open, no active formatting element (an unclosed `<b>` or `<details>` in raw HTML carries on
// into the next blocks). So each segment is parsed with a sentinel element after it: when the
// sentinel is not the body's last child before sanitizing, something was left open and the
// segment is merged with the following ones (doubling) until it is closed or the document ends.
// Every segment is parsed in body context (FORCE_BODY), as all but the first would be in the
// whole document. The parser's other carried state (the form pointer, frameset-ok) cannot be
// seen this way: a document whose HTML opens <form> or <frameset> is rendered in one piece.

/** Average number of blocks per segment (a power of two): fewer sanitizer calls vs less rework. */
const SEGMENT_BLOCKS = 16;
/** Segments kept per highlighter: enough for a few long documents open at once. */
const SEGMENT_CACHE_SIZE = 2000;

interface Segment {
  /** Sanitized HTML split around heading ids: `parts[2k+1]` precedes heading k's id twice. */
  parts: string[];
  headings: { base: string; text: string; depth: MarkdownHeading['depth'] }[];
  /** Whether the parser was back in its initial state after it; null: not checked (last). */
  clean: boolean | null;
  /** Its HTML opens a <form> or <frameset>: the document must be rendered in one piece. */
  whole: boolean;
}

interface SegmentStore {
  segments: Map<string, Segment>;
  /** The block keys of the last render: tells an edit from a new document. */
  previous: Set<string>;
}

let plainSegments = newStore();
let highlightedSegments = new WeakMap<Highlighter, SegmentStore>();

const SENTINEL_TAG = `folio-end-${TASK_NONCE}`;
const SENTINEL = `<${SENTINEL_TAG}></${SENTINEL_TAG}>`;
/** Replaced by each heading's id when segments are joined; raw HTML cannot know it. */
const ID_SLOT = `folio-id-${TASK_NONCE}`;
const STATEFUL_TAGS = /<\/?(?:form|frameset)[\t\n\f\r />]/i;

/** Set while a segment with a sentinel is sanitized; the hook records what it found. */
let sentinelCheck: { clean: boolean } | null = null;

/**
 * A render of lexed `tokens` as a sequence of steps, each a slice the caller may run in a task
 * of its own: each segment's rendering. `auto` renders in segments only
 * an edit of the previous source (see below), `segments` always, `whole` never.
 */
function* renderSteps(
  lexed: LexedMarkdown,
  highlighter: Highlighter | null,
  mode: 'auto' | 'segments' | 'whole',
): Generator<void, RenderedMarkdown, void> {
  const store = segmentStoreFor(highlighter);
  const blocks = cutBlocks(lexed.blocks, lexed.links);
  // Each segment costs a parse of its own: worth it only when the next render will reuse
  // most of them. A document mostly made of the blocks of the previous render (an edit) is
  // rendered in segments; one seen for the first time (an article page) in one piece, unless
  // the caller wants slices.
  let known = 0;
  for (const block of blocks) if (store.previous.has(block.key)) known++;
  if (mode !== 'whole') store.previous = new Set(blocks.map((block) => block.key));
  const segments =
    mode === 'segments' || (mode === 'auto' && blocks.length > 1 && known * 2 >= blocks.length)
      ? yield* renderSegments(blocks, store, highlighter)
      : null;
  return join(segments ?? [renderSegment(lexed.blocks, false, highlighter)]);
}

interface BlockGroup {
  blocks: MarkdownBlock[];
  key: string;
}

/** Groups top-level blocks by ~SEGMENT_BLOCKS, cut where the content says; keyed by their text. */
function cutBlocks(tokens: MarkdownBlock[], prefix: string): BlockGroup[] {
  const blocks: BlockGroup[] = [];
  let current: MarkdownBlock[] = [];
  let key = prefix;
  for (const token of tokens) {
    current.push(token);
    // The type too: the same text may lex differently after a different neighbour.
    key += `${token.type}\u0000${token.raw}\u0000`;
    // Cut after a block chosen by its own text, so that an edit elsewhere moves no cut.
    if (token.type !== 'space' && hash(token.raw) % SEGMENT_BLOCKS === 0) {
      blocks.push({ blocks: current, key });
      current = [];
      key = prefix;
    }
  }
  if (current.length) blocks.push({ blocks: current, key });
  return blocks;
}

/** Renders blocks a segment at a time (a step each); null when the document needs one piece. */
function* renderSegments(
  blocks: BlockGroup[],
  store: SegmentStore,
  highlighter: Highlighter | null,
): Generator<void, Segment[] | null, void> {
  const segments: Segment[] = [];
  for (let i = 0; i < blocks.length;) {
    for (let n = 1; ; n = Math.min(n * 2, blocks.length - i)) {
      const last = i + n === blocks.length;
      const group = blocks.slice(i, i + n);
      const key = group.map((block) => block.key).join('');
      // A segment without code renders the same with a highlighter or without: the highlighted
      // version of a page reuses what its plain version rendered.
      const segmentCache =
        store !== plainSegments && !group.some((block) => containsCode(block.blocks))
          ? plainSegments.segments
          : store.segments;
      let segment = segmentCache.get(key);
      if (segment) segmentCache.delete(key);
      if (!segment || (!last && segment.clean === null)) {
        segment = renderSegment(
          group.flatMap((block) => block.blocks),
          !last,
          highlighter,
        );
        yield;
      }
      segmentCache.set(key, segment);
      if (segmentCache.size > SEGMENT_CACHE_SIZE) {
        segmentCache.delete(segmentCache.keys().next().value as string);
      }
      if (segment.whole) return null;
      if (last || segment.clean) {
        segments.push(segment);
        i += n;
        break;
      }
    }
  }
  return segments;
}

/** Whether a code block is among `blocks`, at any depth (lists, block quotes). */
function containsCode(blocks: MarkdownBlock[]): boolean {
  return blocks.some((block) => block.codes.length > 0);
}

function segmentStoreFor(highlighter: Highlighter | null): SegmentStore {
  if (!highlighter) return plainSegments;
  let store = highlightedSegments.get(highlighter);
  if (!store) highlightedSegments.set(highlighter, (store = newStore()));
  return store;
}

function newStore(): SegmentStore {
  return { segments: new Map(), previous: new Set() };
}

/** Sanitizes some top-level blocks; with `check`, also tells whether they closed. */
function renderSegment(
  blocks: MarkdownBlock[],
  check: boolean,
  highlighter: Highlighter | null,
): Segment {
  const dirty = blocks.map((block) => withCode(block, highlighter)).join('');
  const whole = STATEFUL_TAGS.test(dirty);
  // A segment's HTML ends in a newline, unless a pending tokenizer state could still swallow
  // what follows it; the sentinel would not show such states.
  const checkable = check && !whole && (dirty === '' || dirty.endsWith('\n'));
  const probe = checkable ? { clean: false } : null;
  sentinelCheck = probe;
  let body: HTMLElement | null;
  try {
    // null when the markup leaves no body to sanitize (a <frameset> replaces it).
    body = getPurifier().sanitize(probe ? dirty + SENTINEL : dirty) as unknown as HTMLElement;
  } finally {
    sentinelCheck = null;
  }
  const clean = probe ? probe.clean : null;
  if (!body) return { parts: [''], headings: [], clean, whole };
  const headings: Segment['headings'] = [];
  const doc = body.ownerDocument;
  for (const element of body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    element.id = ID_SLOT;
    const anchor = doc.createElement('a');
    anchor.className = 'heading-anchor';
    anchor.setAttribute('href', `#${ID_SLOT}`);
    anchor.setAttribute('aria-label', `Link to section: ${text}`);
    anchor.textContent = '#';
    // appendChild with explicit nodes: append(' ', …) goes through a fragment that jsdom, at
    // least, makes a thousand times slower in this document.
    element.appendChild(doc.createTextNode(' '));
    element.appendChild(anchor);
    const depth = Number(element.tagName.charAt(1)) as MarkdownHeading['depth'];
    headings.push({ base: HEADING_ID_PREFIX + (slugify(text) || 'section'), text, depth });
  }
  // A code block wider than the column scrolls sideways; keyboard users can only scroll what
  // they can focus (WCAG 2.1.1; axe's scrollable-region-focusable).
  for (const pre of body.querySelectorAll('pre')) pre.setAttribute('tabindex', '0');
  const parts = headings.length ? body.innerHTML.split(ID_SLOT) : [body.innerHTML];
  if (parts.length !== headings.length * 2 + 1) throw new Error('Heading id slot mismatch.');
  return { parts, headings, clean, whole };
}

/** A block's HTML with its code blocks in their slots, highlighted when `highlighter` knows them. */
function withCode(block: MarkdownBlock, highlighter: Highlighter | null): string {
  if (block.codes.length === 0) return block.html;
  const parts = block.html.split(CODE_SLOT);
  if (parts.length !== block.codes.length + 1) throw new Error('Code slot mismatch.');
  let html = parts[0]!;
  block.codes.forEach((code, k) => {
    html += renderCode(code, highlighter) + parts[k + 1]!;
  });
  return html;
}

function renderCode(
  { text, lang, escaped }: MarkdownBlock['codes'][number],
  highlighter: Highlighter | null,
): string {
  const language = lang.match(/^\S*/)?.[0] ?? '';
  const safeLanguage = /^[\w#+.-]{1,40}$/.test(language) ? language : '';
  const highlighted = safeLanguage && highlighter ? highlighter(text, safeLanguage) : null;
  const body = highlighted ?? (escaped ? text : escapeHtml(text));
  const classes = [highlighted !== null ? 'hljs' : '', safeLanguage && `language-${safeLanguage}`]
    .filter(Boolean)
    .join(' ');
  return `<pre><code${classes ? ` class="${classes}"` : ''}>${body}</code></pre>\n`;
}

/**
 * Joins sanitized segments, giving every heading a prefixed id unique in the document; the
 * text is exactly what the reader sees and the ids never went through the user's hands.
 */
function join(segments: Segment[]): RenderedMarkdown {
  const headings: MarkdownHeading[] = [];
  const used = new Set<string>();
  // The next suffix to try per base: the n-th repeat of a heading starts where the last one
  // stopped instead of at -1 (25,000 empty headings took 9.5 s of one task when it did not).
  const nextSuffix = new Map<string, number>();
  const out: string[] = [];
  for (const segment of segments) {
    out.push(segment.parts[0]!);
    segment.headings.forEach(({ base, text, depth }, k) => {
      let id = base;
      let n = nextSuffix.get(base) ?? 1;
      while (used.has(id)) id = `${base}-${n++}`;
      nextSuffix.set(base, n);
      used.add(id);
      headings.push({ id, text, depth });
      out.push(id, segment.parts[2 * k + 1]!, id, segment.parts[2 * k + 2]!);
    });
  }
  return { html: out.join(''), headings };
}

/** FNV-1a over a block's text: decides cuts, so only the block's own text may move them. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  if (typeof window === 'undefined') throw new Error('renderMarkdown needs a DOM (window).');
  // Our own instance: hooks and config are per instance, so nobody else can loosen them. It uses
  // DOMPurify's default Trusted Types policy, named 'dompurify', for its inert parse.
  const instance = createDOMPurify(window);
  instance.setConfig(CONFIG);
  instance.addHook('beforeSanitizeElements', (node) => {
    // The walk starts at the body, before anything is removed or hoisted: see Segments.
    if (sentinelCheck && node.nodeName === 'BODY') {
      const last = node.lastChild;
      sentinelCheck.clean =
        last !== null && last.nodeType === 1 && (last as Element).localName === SENTINEL_TAG;
      if (sentinelCheck.clean) node.removeChild(last!);
      sentinelCheck = null;
    }
  });
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'input' && (node as Element).getAttribute(TASK_MARKER) !== TASK_NONCE) {
      (node as Element).remove();
    }
  });
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'href' || data.attrName === 'src') {
      const kind = data.attrName === 'src' && tag === 'img' ? 'src' : 'href';
      if (data.attrName === 'src' && tag !== 'img') data.keepAttr = false;
      else if (!isAllowedUrl(data.attrValue, kind)) data.keepAttr = false;
    } else if (data.attrName === 'class') {
      const kept = data.attrValue.split(/\s+/).filter((name) => isAllowedClass(tag, name));
      if (kept.length === 0) data.keepAttr = false;
      else data.attrValue = kept.join(' ');
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    switch (element.localName) {
      case 'a':
        if (isExternal(element.getAttribute('href'))) {
          element.setAttribute('target', '_blank');
          element.setAttribute('rel', 'noopener noreferrer nofollow ugc');
        }
        break;
      case 'img':
        element.setAttribute('loading', 'lazy');
        element.setAttribute('decoding', 'async');
        break;
      case 'input':
        // Only our task checkboxes get here (see uponSanitizeElement); pin what they may be.
        element.setAttribute('type', 'checkbox');
        element.setAttribute('disabled', '');
        break;
    }
  });
  purifier = instance;
  return instance;
}

// Highlighter output is spans with hljs-* classes (and hljs' `function_`-style modifiers);
// marked gives code a language-* class. No other class survives, so content cannot borrow the
// app's own styling to imitate its UI.
function isAllowedClass(tag: string, name: string): boolean {
  if (tag === 'span') return /^hljs-[\w-]+$/.test(name) || /^[a-z]+_$/.test(name);
  if (tag === 'code') return name === 'hljs' || /^language-[\w#+.-]+$/.test(name);
  return false;
}

function isExternal(href: string | null): boolean {
  if (!href) return false;
  try {
    const url = new URL(href, window.location.href);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin !== window.location.origin
    );
  } catch {
    return false;
  }
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
