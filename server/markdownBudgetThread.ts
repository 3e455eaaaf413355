// The worker threads of the Markdown check (markdownBudget.ts): the code each runs, and the slot
// that tracks one (its job, its steps, its progress in shared memory, its clock). Which thread
// gets which text, and when one is ended, is the pool's business (markdownBudget.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Step } from './markdownSteps';

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

export interface Job {
  id: number;
  source: string;
  resolve(formats: boolean): void;
  reject(error: Error): void;
}

export interface Slot {
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

/** What the pool (markdownBudget.ts) is told about a thread. */
export interface PoolEvents {
  /** After every message from the thread, once the slot has settled its job if it answered. */
  settled(): void;
  /** The thread exited or failed (out of memory, a crash, or ended by the pool). */
  died(slot: Slot, error?: Error): void;
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

type WorkerMessage =
  | { ready: true; cpuTimeFile: string | null; id?: never }
  | { ready?: never; id: number; ok: boolean };

/**
 * Starts a worker thread and the slot that tracks it. The slot settles its own job when the
 * thread answers; the pool is told after every message (`settled`, to hand out the next text)
 * and when the thread dies (`died`, with the error if there was one).
 */
export function startWorker(pool: PoolEvents): Slot {
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
    pool.settled();
    // An idle thread must not keep the process alive (the CLI, tests); one at work must.
    // (After the listener above: attaching one refs the thread again.)
    if (!slot.job) worker.unref();
  });
  const died = (error?: Error) => pool.died(slot, error);
  worker.on('error', died);
  worker.on('exit', () => died());
  return slot;
}
