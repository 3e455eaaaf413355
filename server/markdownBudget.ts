// Saving Markdown that no reader can format: refused at the door, within a bounded time.
//
// marked, the client's Markdown parser, is super-linear on some inputs (a body of 30 KB of
// `_*a` takes it seconds; 2,000 `>` overflow its stack). Readers are protected by the client's
// own budget (src/markdown/lexer.ts); this check keeps such bodies from being saved at all,
// so that a reader's device never has to find out. marked runs in worker threads with a
// deadline, so a hostile body costs the server at most MARKDOWN_BUDGET_MS of a worker and
// never blocks the event loop.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { invalid, type UserError } from './validation';

/**
 * Worker time a text may take to format. The demo articles joined into 100 KB take ~40 ms; the
 * client allows 1 s, so what the server accepts formats on a device several times slower.
 */
export const MARKDOWN_BUDGET_MS = 250;

/** Texts waiting for a worker beyond which a save is refused rather than queued. */
export const MARKDOWN_MAX_WAITING = 16;

export const MARKDOWN_MESSAGES = {
  tooComplex: 'This text is too complex to format. Simplify its emphasis or nesting.',
  busy: 'Too many texts are being checked right now. Try again in a moment.',
} as const;

// Threads at work at once: one leaves a core for requests on a 2-core machine.
const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));

// HTML longer than this is refused too: the client will not sanitize that much on a reader's
// main thread (the same rule, src/markdown/lexer.ts). Real documents make under 10×.
const MAX_HTML_CHARS_PER_CHAR = 32;
const MAX_HTML_CHARS_EXTRA = 64 * 1024;

// The thread's own code: plain CommonJS, evaluated as is (no build step, no TypeScript), with
// the marked the client bundles and the client's options (src/markdown/lexProtocol.ts). It
// formats a sample first so that the first save it checks does not pay for compiling marked.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.marked).then(({ Marked }) => {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.parse(workerData.sample);
  parentPort.on('message', ({ id, source, maxChars }) => {
    let ok = false;
    try {
      ok = marked.parser(marked.lexer(source)).length <= maxChars;
    } catch {
      // A stack overflow (deep nesting) or any other failure: it does not format.
    }
    parentPort.postMessage({ id, ok });
  });
  parentPort.postMessage({ ready: true });
});
`;

const SAMPLE =
  '# Title\n\nSome *emphasis*, **strong**, `code` and [a link](/x).\n\n- a\n  - b\n\n> q\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nx\n```\n'.repeat(
    20,
  );

interface Job {
  id: number;
  source: string;
  resolve(formats: boolean): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const slots: Slot[] = [];
const waiting: Job[] = [];
let nextId = 1;

/**
 * `result` (a validator's), with a userError on `field` when the Markdown `pick` returns does
 * not format (lex and render) within MARKDOWN_BUDGET_MS, throws, or makes too much HTML. Checked only when
 * nothing else is wrong and there is text to check, so an over-long body costs no thread.
 */
export async function checkMarkdown<T extends { value: unknown; errors: UserError[] }>(
  result: T,
  field: string,
  pick: (value: T['value']) => string | undefined,
): Promise<T> {
  const source = result.errors.length ? undefined : pick(result.value);
  if (!source) return result;
  const verdict = await formatsWithinBudget(source);
  if (verdict === 'ok') return result;
  const message = verdict === 'busy' ? MARKDOWN_MESSAGES.busy : MARKDOWN_MESSAGES.tooComplex;
  return { ...result, errors: [...result.errors, invalid(field, message)] };
}

/**
 * Whether marked formats `source` within MARKDOWN_BUDGET_MS of a worker thread: 'ok',
 * 'tooComplex', or 'busy' when MARKDOWN_MAX_WAITING texts are already waiting for a thread.
 */
export function formatsWithinBudget(source: string): Promise<'ok' | 'tooComplex' | 'busy'> {
  if (waiting.length >= MARKDOWN_MAX_WAITING) return Promise.resolve('busy');
  return new Promise((resolve, reject) => {
    waiting.push({
      id: nextId++,
      source,
      resolve: (formats) => resolve(formats ? 'ok' : 'tooComplex'),
      reject,
    });
    dispatch();
  });
}

/** Ends every worker thread (tests, shutdown); the next check starts new ones. */
export async function closeMarkdownBudget(): Promise<void> {
  const closing = slots.splice(0).map((slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.resolve(false);
    return slot.worker.terminate();
  });
  for (const job of waiting.splice(0)) job.resolve(false);
  await Promise.all(closing);
}

function dispatch(): void {
  while (waiting.length) {
    const slot = slots.find((candidate) => candidate.ready && !candidate.job);
    if (!slot) {
      if (slots.length < POOL_SIZE) slots.push(startWorker());
      return;
    }
    const job = waiting.shift()!;
    slot.job = job;
    slot.worker.ref();
    const maxChars = job.source.length * MAX_HTML_CHARS_PER_CHAR + MAX_HTML_CHARS_EXTRA;
    slot.worker.postMessage({ id: job.id, source: job.source, maxChars });
    // The thread cannot be interrupted inside marked: past the budget it is ended, and the
    // next text gets a new one.
    slot.timer = setTimeout(() => retire(slot, false), MARKDOWN_BUDGET_MS);
  }
}

function startWorker(): Slot {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { marked: pathToFileURL(require.resolve('marked')).href, sample: SAMPLE },
    // About a browser's stack, so that nesting a reader's tab cannot lex is refused here
    // too; and a ceiling on what one hostile text may allocate.
    resourceLimits: { stackSizeMb: 1, maxOldGenerationSizeMb: 256 },
  });
  const slot: Slot = { worker, ready: false, job: null, timer: null };
  worker.on('message', (message: { ready?: true; id?: number; ok?: boolean }) => {
    if (message.ready) {
      slot.ready = true;
    } else if (slot.job && message.id === slot.job.id) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      const job = slot.job;
      slot.job = null;
      job.resolve(message.ok === true);
    }
    dispatch();
    // An idle thread must not keep the process alive (the CLI, tests); one at work must.
    // (After the listener above: attaching one refs the thread again.)
    if (!slot.job) worker.unref();
  });
  // Out of memory or a crash: the text it held does not format; the thread is replaced.
  // A thread that dies before it is ready is a broken install, not a hostile text: the
  // waiting saves fail as a bug would (masked by the HTTP layer, logged with its stack).
  const died = (error?: Error) => {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    if (slot.ready) return retire(slot, false);
    slots.splice(index, 1);
    const failure = new Error('The Markdown check could not start a worker thread.', {
      cause: error,
    });
    for (const job of waiting.splice(0)) job.reject(failure);
  };
  worker.on('error', died);
  worker.on('exit', () => died());
  return slot;
}

/** Ends a slot's thread (past the budget, or dead) and refuses the text it held. */
function retire(slot: Slot, formats: boolean): void {
  const index = slots.indexOf(slot);
  if (index === -1) return;
  slots.splice(index, 1);
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  const job = slot.job;
  slot.job = null;
  void slot.worker.terminate();
  job?.resolve(formats);
  dispatch();
}
