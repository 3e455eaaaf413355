// The pipeline's entry points (its chunk, see useMarkdownPipeline.ts); the work is done by
// lexer.ts (marked, in its thread), markdownSegments.ts (sanitizing, a segment at a time, with
// the policy of sanitizerPolicy.ts) and renderCache.ts (what is kept between renders).
import {
  inlineLexerReady,
  lexesInline,
  lexInline,
  lexWithinBudget,
  loadInlineLexer,
  type LexFailure,
} from './lexer';
import { renderSteps, segmentEngine, type SegmentEngine } from './markdownSegments';
import {
  adopt,
  lexedLately,
  placeholder,
  recall,
  remember,
  rememberLexed,
  rememberUnformatted,
  segmentStores,
} from './renderCache';
import { createMarkdownSanitizer } from './sanitizerPolicy';

export { lexOnThisThread } from './lexer';
export {
  clearRenderCache,
  isHighlightedByServer,
  isMarkdownPlaceholder,
  isRenderedMarkdown,
} from './renderCache';

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

/** Marks our checkboxes (TASK_MARKER), code slots, the sentinel and id slots; per page. */
const TASK_NONCE = randomNonce();

/** The page's segment engine, on its window; built at the first render. */
let engine: SegmentEngine | null = null;

/**
 * On the server renderer (src/entry-server.tsx): where prepared sources are rendered, the
 * server's bounded render thread (server/render/serverMarkdown.ts). Set, marked never runs on
 * this thread: a source nobody prepared renders as its placeholder, as on a first paint.
 */
let serverRender: ((source: string) => Promise<RenderedMarkdown>) | null = null;

/** Makes this pipeline the server renderer's (see `serverRender`). */
export function renderOnServer(render: (source: string) => Promise<RenderedMarkdown>): void {
  serverRender = render;
}

/**
 * Takes the server's rendering of these sources as our own (a server-rendered page's data
 * block), so that hydrating renders the very HTML the server sent instead of rendering again:
 * the server runs this same pipeline, byte for byte (test/browser/serverMarkdown.test.ts), code
 * highlighted with all the grammars (`isHighlightedByServer`).
 */
export function adoptRendered(
  entries: ReadonlyArray<readonly [string, string, MarkdownHeading[]]>,
): void {
  for (const [source, html, headings] of entries) {
    if (typeof source !== 'string' || typeof html !== 'string' || !Array.isArray(headings))
      continue;
    adopt(source, { html, headings: [...headings] });
  }
}

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
  if (serverRender || !lexesInline() || !inlineLexerReady()) return placeholder(source);
  const outcome = lexInline(source, TASK_NONCE);
  if ('failed' in outcome) return rememberUnformatted(source, outcome.failed);
  try {
    return remember(
      source,
      highlighter,
      runToEnd(renderSteps(pageEngine(), outcome.lexed, highlighter, 'auto')),
    );
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
  if (serverRender) {
    // Always asked (the server's own cache answers at once) so the page records what it used.
    const rendered = await serverRender(source);
    adopt(source, rendered);
    return;
  }
  const highlighter = effectiveHighlighter(source, options);
  const signal = options?.signal;
  if (recall(source, highlighter)) return;
  // First of all: the caller's own task (a response arriving, a chunk loading) may be long.
  await nextTask();
  if (signal?.aborted) return;
  // In the lexer's thread, within its budget (lexer.ts); the highlighted version of what was
  // just prepared plain reuses its blocks.
  const outcome = lexedLately(source) ?? (await lexWithinBudget(source, TASK_NONCE, signal));
  if (!outcome || signal?.aborted || recall(source, highlighter)) return;
  if ('failed' in outcome) {
    rememberUnformatted(source, outcome.failed);
    return;
  }
  rememberLexed(source, outcome);
  const steps = renderSteps(pageEngine(), outcome.lexed, highlighter, 'segments');
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
  const highlighter = effectiveHighlighter(source, options);
  return runToEnd(renderSteps(pageEngine(), outcome.lexed, highlighter, 'whole'));
}

// Sources without fenced code render the same either way: they share the plain result.
function effectiveHighlighter(
  source: string,
  options: { highlighter?: Highlighter } | undefined,
): Highlighter | null {
  return options?.highlighter && hasFencedCode(source) ? options.highlighter : null;
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

/** Cheap test for a fenced code block (``` or ~~~ opening a line), the only highlighted kind. */
export function hasFencedCode(source: string): boolean {
  return /^ {0,3}(?:```|~~~)/m.test(source);
}

function pageEngine(): SegmentEngine {
  if (engine) return engine;
  if (typeof window === 'undefined') throw new Error('renderMarkdown needs a DOM (window).');
  return (engine = segmentEngine(
    createMarkdownSanitizer(window, TASK_NONCE),
    TASK_NONCE,
    segmentStores,
  ));
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
