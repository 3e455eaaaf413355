// Saving Markdown that no reader can format: refused at the door, within a bounded time.
//
// marked, the client's Markdown parser, is super-linear on some inputs (a body of 30 KB of
// `_*a` takes it seconds; 2,000 `>` overflow its stack). Readers are protected by the client's
// own budget (src/markdown/lexer.ts); this check keeps such bodies from being saved at all,
// so that a reader's device never has to find out. marked runs in worker threads, never on the
// event loop.
//
// A text is formatted in growing parts, each against a budget linear in its length
// (markdownSteps.ts), so that what marked is super-linear on is caught on a small part, within
// tens of milliseconds, rather than on the whole at the whole's budget. Before that, the paths
// of marked known to be super-linear are counted in one pass on the event loop
// (markdownRereads.ts, 2–3 ms for 100 KB): a text over that count is refused without a thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MARKDOWN_REREAD_LIMIT, markdownRereads } from './markdownRereads';
import { markdownSteps, type Step } from './markdownSteps';
import { invalid, type UserError } from './validation';

/** Texts waiting for a worker beyond which a save is refused rather than queued. */
export const MARKDOWN_MAX_WAITING = 16;

export const MARKDOWN_MESSAGES = {
  tooComplex: 'This text is too complex to format. Simplify its emphasis or nesting.',
  busy: 'Too many texts are being checked right now. Try again in a moment.',
} as const;

// Threads at work at once: one leaves a core for requests on a 2-core machine.
const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
// Threads kept started: one more than work at once, so that when a thread is ended past its
// budget a warm one takes the next text at once (starting one takes 40–130 ms of a core).
const THREADS = POOL_SIZE + 1;

// HTML longer than this is refused too: the client will not sanitize that much on a reader's
// main thread (the same rule, src/markdown/lexer.ts). Real documents make under 10×.
const MAX_HTML_CHARS_PER_CHAR = 32;
const MAX_HTML_CHARS_EXTRA = 64 * 1024;

// The thread's own code: plain CommonJS, evaluated as is, with the marked the client bundles,
// the client's options (src/markdown/lexProtocol.ts) and its footnote extension. It
// formats a sample first so that the first save it checks does not pay for compiling marked.
// It times each step itself, so that a verdict does not depend on when the event loop gets to
// it; and it writes which step it is on, and since when, where the event loop can read it at
// once (`progress`, shared memory: job id and step packed in one integer, then each step's
// start). Time is the thread's own CPU time where Linux tells it (/proc/<pid>/task/<tid>/
// schedstat, readable from both threads): a busy machine makes a text wait, not fail. Elsewhere
// it is the wall clock (performance.timeOrigin + now, the same in both threads).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const onStep = new Int32Array(workerData.progress, 0, 1);
const starts = new Float64Array(workerData.progress, 8);
let cpuTimeFile = null;
try {
  cpuTimeFile = '/proc/' + fs.readlinkSync('/proc/thread-self') + '/schedstat';
  fs.readFileSync(cpuTimeFile);
} catch {
  cpuTimeFile = null;
}
const clock = cpuTimeFile
  ? () => Number(fs.readFileSync(cpuTimeFile, 'latin1').split(' ')[0]) / 1e6
  : () => performance.timeOrigin + performance.now();
// The client's footnote extension (TypeScript: tsx's loader first, under npm start or jest).
require(workerData.tsx).register();
const { footnoteExtension, footnotesBlock } = require(workerData.footnotes);
import(workerData.marked).then(({ Marked }) => {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use(footnoteExtension(() => 'x-'));
  marked.parse(workerData.sample);
  const formats = ({ id, source, steps, maxChars }) => {
    for (let i = 0; i < steps.length; i++) {
      const [from, to, budgetMs] = steps[i];
      const start = clock();
      starts[i] = start;
      Atomics.store(onStep, 0, ((id & 0xffffff) << 5) | i);
      let html;
      try {
        const tokens = marked.lexer(source.slice(from, to));
        const notes = footnotesBlock(tokens);
        html = marked.parser(notes ? [...tokens, notes] : tokens);
      } catch {
        // A stack overflow (deep nesting) or any other failure: it does not format.
        return false;
      }
      if (clock() - start > budgetMs) return false;
      if (i === steps.length - 1) return html.length <= maxChars;
    }
    return false;
  };
  parentPort.on('message', (job) => {
    const ok = formats(job);
    Atomics.store(onStep, 0, ((job.id & 0xffffff) << 5) | job.steps.length);
    parentPort.postMessage({ id: job.id, ok });
  });
  parentPort.postMessage({ ready: true, cpuTimeFile });
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
  /** The job's steps: where each starts and ends in its text, and its budget. */
  steps: Step[];
  /** Written by the thread: `(job id & 0xffffff) << 5 | step`, step = steps.length when done. */
  onStep: Int32Array;
  /** Written by the thread: when each step started, on `clock`. */
  starts: Float64Array;
  /** The thread's clock in milliseconds: its CPU time, or the wall clock. */
  clock: () => number;
  timer: ReturnType<typeof setTimeout> | null;
}

const slots: Slot[] = [];
const waiting: Job[] = [];
let nextId = 1;

/**
 * `result` (a validator's), with a userError on `field` when the Markdown `pick` returns does
 * not format (lex and render) within its budget (markdownSteps.ts), throws, or makes too much
 * HTML. Checked only when nothing else is wrong and there is text to check, so an over-long
 * body costs no thread.
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
 * Whether marked formats `source` within its budget in a worker thread (markdownSteps.ts): 'ok',
 * 'tooComplex' (at once when its known super-linear paths are over MARKDOWN_REREAD_LIMIT), or
 * 'busy' when MARKDOWN_MAX_WAITING texts are already waiting for a thread.
 */
export function formatsWithinBudget(source: string): Promise<'ok' | 'tooComplex' | 'busy'> {
  if (markdownRereads(source) > MARKDOWN_REREAD_LIMIT) return Promise.resolve('tooComplex');
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
    while (slots.length < THREADS) slots.push(startWorker());
    const slot = slots.find((candidate) => candidate.ready && !candidate.job);
    if (!slot || slots.filter((candidate) => candidate.job).length >= POOL_SIZE) return;
    const job = waiting.shift()!;
    slot.job = job;
    slot.worker.ref();
    const maxChars = job.source.length * MAX_HTML_CHARS_PER_CHAR + MAX_HTML_CHARS_EXTRA;
    slot.steps = markdownSteps(job.source.length);
    slot.worker.postMessage({ id: job.id, source: job.source, steps: slot.steps, maxChars });
    watch(slot, job, slot.clock());
  }
}

const wallClock = () => performance.timeOrigin + performance.now();

/** A thread's CPU time; Infinity once it cannot be read (the thread is gone: it overran). */
function cpuClock(file: string): () => number {
  return () => {
    try {
      return Number(fs.readFileSync(file, 'latin1').split(' ')[0]) / 1e6;
    } catch {
      return Infinity;
    }
  };
}

/**
 * Ends the slot's thread if the step it is on has outrun its budget, or looks again when it
 * would. The thread cannot be interrupted inside marked: past the budget it is ended, and the
 * next text gets a new one. It reads the thread's progress rather than waiting for messages,
 * so that an event loop late to the timer never ends a thread that was in time.
 */
function watch(slot: Slot, job: Job, sentAt: number): void {
  const packed = Atomics.load(slot.onStep, 0);
  const started = packed >>> 5 === (job.id & 0xffffff);
  const step = started ? packed & 31 : 0;
  // Answered: the reply is on its way.
  if (step >= slot.steps.length) return;
  const left = (started ? slot.starts[step]! : sentAt) + slot.steps[step]![2] - slot.clock();
  if (!(left > 0)) return retire(slot, false);
  // CPU time runs no faster than the wall clock: the step cannot overrun before then.
  slot.timer = setTimeout(() => watch(slot, job, sentAt), Math.ceil(left));
}

type WorkerMessage =
  | { ready: true; cpuTimeFile: string | null; id?: never }
  | { ready?: never; id: number; ok: boolean };

function startWorker(): Slot {
  const progress = new SharedArrayBuffer(8 + 32 * 8);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      marked: pathToFileURL(require.resolve('marked')).href,
      tsx: require.resolve('tsx/cjs/api'),
      footnotes: path.join(__dirname, '../src/markdown/footnotes.ts'),
      sample: SAMPLE,
      progress,
    },
    // About a browser's stack, so that nesting a reader's tab cannot lex is refused here
    // too; and a ceiling on what one hostile text may allocate.
    resourceLimits: { stackSizeMb: 1, maxOldGenerationSizeMb: 256 },
  });
  const slot: Slot = {
    worker,
    ready: false,
    job: null,
    steps: [],
    onStep: new Int32Array(progress, 0, 1),
    starts: new Float64Array(progress, 8),
    clock: wallClock,
    timer: null,
  };
  worker.on('message', (message: WorkerMessage) => {
    if (message.ready) {
      slot.ready = true;
      if (message.cpuTimeFile) slot.clock = cpuClock(message.cpuTimeFile);
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
  // Its replacement starts now rather than on the next save, which would wait for it.
  if (slots.length < THREADS) slots.push(startWorker());
  dispatch();
}
