// Lexing Markdown within a time budget, off the main thread.
//
// Of the pipeline, only marked's lexer is super-linear: 30 KB of `_*a` take it seconds, 2,000
// `>` overflow its stack. Its parser, the sanitizer and our hooks are linear in what they are
// given. So marked (lexer and parser) runs in a thread of its own (lexWorker.ts) that the page
// can end: a source still there after LEX_BUDGET_MS is abandoned and shown unformatted, the
// thread is ended and replaced. The page only sanitizes what comes back, a segment per task.
// Where there is no thread (jsdom), marked runs inline, loaded on demand, with the same verdicts.
import type { LexedMarkdown, LexReply, LexRequest } from './lexProtocol';

/**
 * Thread time a source may take to lex before it is shown unformatted. The server refuses to
 * save what takes it over 250 ms (server/markdown/markdownBudget.ts): anything saved through it has
 * about four times that on a slower device. Older rows and other servers' content may not.
 */
export const LEX_BUDGET_MS = 1000;

// The page sanitizes what marked made, a segment per task; a segment is at least one block,
// though, and a source whose HTML is many times its own length (a few thousand nested quotes)
// would make long ones. Real documents make under 10 characters of HTML per character.
const MAX_HTML_CHARS_PER_CHAR = 32;
const MAX_HTML_CHARS_EXTRA = 64 * 1024;

/** Why a source is shown unformatted: past the budget, or marked cannot render it. */
export type LexFailure = 'slow' | 'complex';

export type LexOutcome = { lexed: LexedMarkdown } | { failed: LexFailure };

type InlineLexer = (source: string, nonce: string, maxChars: number) => LexedMarkdown;

interface Job {
  id: number;
  source: string;
  nonce: string;
  /** Callers still waiting; a queued job nobody waits for is dropped. */
  waiters: number;
  promise: Promise<LexOutcome>;
  settle(outcome: LexOutcome): void;
}

let inlineLexer: InlineLexer | null = null;
let worker: Worker | null = null;
let workerReady = false;
let starting = false;
/** Set when the thread could not start: lex inline from then on, as where there is none. */
let workerBroken = false;
let running: Job | null = null;
let deadline: ReturnType<typeof setTimeout> | null = null;
const queue: Job[] = [];
/** Queued or running jobs by source: a source asked for twice is lexed once. */
const jobs = new Map<string, Job>();
let nextId = 1;

/** Whether marked runs on this thread: there is no other (jsdom), or it failed to start. */
export function lexesInline(): boolean {
  return workerBroken || typeof Worker === 'undefined';
}

/**
 * Runs marked on this thread from now on, without its thread, once loaded: for benchmarks
 * that time the page's own share of a render. Never in the app: it gives up the protection
 * the thread is for.
 */
export function lexOnThisThread(): Promise<void> {
  workerBroken = true;
  return loadInlineLexer();
}

/** Loads marked for this thread (only where `lexesInline`: the page never needs it otherwise). */
export function loadInlineLexer(): Promise<void> {
  return import(/* webpackChunkName: "markdown-inline" */ './markdownBlocks').then((module) => {
    inlineLexer = module.markdownBlocks;
  });
}

/** Whether `lexInline` can run now (`loadInlineLexer` has finished). */
export function inlineLexerReady(): boolean {
  return inlineLexer !== null;
}

/**
 * Lexes and renders `source` on this thread (once `loadInlineLexer` has finished) with the
 * thread's verdicts: 'complex' when marked throws, 'slow' when it took LEX_BUDGET_MS or more.
 */
export function lexInline(source: string, nonce: string): LexOutcome {
  if (!inlineLexer) throw new Error('lexInline before loadInlineLexer.');
  const started = performance.now();
  let lexed: LexedMarkdown;
  try {
    lexed = inlineLexer(source, nonce, maxHtmlChars(source));
  } catch {
    // A stack overflow (deep nesting), marked's own "infinite loop" guard, or too much HTML.
    return { failed: 'complex' };
  }
  return performance.now() - started >= LEX_BUDGET_MS ? { failed: 'slow' } : { lexed };
}

/**
 * Lexes and renders `source` within the budget, in the lexer's thread, behind the sources
 * asked for before it (inline where `lexesInline`). Resolves null once `signal` aborts; a
 * queued source nobody waits for any more leaves the queue.
 */
export async function lexWithinBudget(
  source: string,
  nonce: string,
  signal?: AbortSignal,
): Promise<LexOutcome | null> {
  if (lexesInline()) {
    if (!inlineLexer) await loadInlineLexer();
    return signal?.aborted ? null : lexInline(source, nonce);
  }
  let job = jobs.get(source);
  if (!job) {
    job = newJob(source, nonce);
    jobs.set(source, job);
    queue.push(job);
    pump();
  }
  const waited = job;
  waited.waiters++;
  if (!signal) return waited.promise;
  return new Promise((resolve) => {
    const abandon = () => {
      release(waited);
      resolve(null);
    };
    if (signal.aborted) return abandon();
    signal.addEventListener('abort', abandon, { once: true });
    void waited.promise.then((outcome) => {
      signal.removeEventListener('abort', abandon);
      resolve(outcome);
    });
  });
}

function newJob(source: string, nonce: string): Job {
  let settle!: (outcome: LexOutcome) => void;
  const promise = new Promise<LexOutcome>((resolve) => (settle = resolve));
  return { id: nextId++, source, nonce, waiters: 0, promise, settle };
}

/** HTML `source` may make before it is refused as 'complex' (the server's renderer too). */
export function maxHtmlChars(source: string): number {
  return source.length * MAX_HTML_CHARS_PER_CHAR + MAX_HTML_CHARS_EXTRA;
}

function release(job: Job): void {
  job.waiters--;
  if (job.waiters > 0 || job === running) return;
  const index = queue.indexOf(job);
  if (index !== -1) queue.splice(index, 1);
  jobs.delete(job.source);
}

function finish(job: Job, outcome: LexOutcome): void {
  jobs.delete(job.source);
  job.settle(outcome);
}

/** Hands the next queued source to the thread, starting one when there is none. */
function pump(): void {
  if (running || queue.length === 0) return;
  if (workerBroken) {
    const stranded = queue.splice(0);
    void loadInlineLexer().then(() => {
      for (const job of stranded) finish(job, lexInline(job.source, job.nonce));
    });
    return;
  }
  if (!worker) return startWorker();
  if (!workerReady) return;
  const job = queue.shift()!;
  running = job;
  const request: LexRequest = {
    id: job.id,
    source: job.source,
    nonce: job.nonce,
    maxChars: maxHtmlChars(job.source),
  };
  worker.postMessage(request);
  // marked cannot be interrupted: past the budget the thread is ended, and replaced.
  deadline = setTimeout(() => {
    stopWorker();
    finish(job, { failed: 'slow' });
    pump();
  }, LEX_BUDGET_MS);
}

function startWorker(): void {
  if (starting) return;
  starting = true;
  // Loaded only here: its `import.meta` is a syntax error in the CommonJS of jest, which has
  // no Worker. Eager: it is a few bytes of this chunk, not a request of its own.
  import(/* webpackMode: "eager" */ './startLexWorker')
    .then(({ startLexWorker }) => {
      const thread = startLexWorker();
      thread.onmessage = ({ data }: MessageEvent<LexReply>) => {
        if (thread === worker) answered(data);
      };
      // An error before it is ready: its chunk did not load. After: a crash, taking the
      // running source with it.
      thread.onerror = (event) => {
        event.preventDefault();
        if (thread !== worker) return;
        if (!workerReady) return giveUp();
        failRunning('complex');
      };
      thread.onmessageerror = () => {
        if (thread === worker) failRunning('complex');
      };
      worker = thread;
    })
    .catch(giveUp)
    .finally(() => {
      starting = false;
    });
}

function answered(reply: LexReply): void {
  if ('ready' in reply) {
    if (!reply.ready) return giveUp();
    workerReady = true;
    return pump();
  }
  const job = running;
  if (!job || reply.id !== job.id) return;
  clearDeadline();
  running = null;
  finish(job, 'lexed' in reply ? { lexed: reply.lexed } : { failed: reply.failed });
  pump();
}

function failRunning(failure: LexFailure): void {
  const job = running;
  stopWorker();
  if (job) finish(job, { failed: failure });
  pump();
}

/** The thread cannot start (CSP, a chunk that failed to load): lex inline, as without one. */
function giveUp(error?: unknown): void {
  console.error('The Markdown lexer thread did not start; lexing on the main thread.', error);
  const job = running;
  stopWorker();
  workerBroken = true;
  if (job) queue.unshift(job);
  pump();
}

function stopWorker(): void {
  clearDeadline();
  worker?.terminate();
  worker = null;
  workerReady = false;
  running = null;
}

function clearDeadline(): void {
  if (deadline !== null) clearTimeout(deadline);
  deadline = null;
}
