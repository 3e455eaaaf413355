// The worker threads of the Markdown check (markdownBudget.ts): the slot that tracks one (its
// job, its steps, its progress in shared memory, its clock); the thread's own code is
// markdownCheckThread.ts. Which thread gets which text, and when one is ended, is the pool's
// business (markdownBudget.ts).
import { Worker } from 'node:worker_threads';
import type { CheckReply, CheckThreadData, CheckVerdict } from './markdownCheckThread';
import type { Step } from './markdownSteps';
import { threadClock } from '../threads/threadClock';
import { threadFile } from '../threads/threadFile';

export interface Job {
  id: number;
  source: string;
  /** `blocks`: the text's plain-text blocks, when the thread accepted it. */
  resolve(verdict: CheckVerdict, blocks?: readonly string[] | null): void;
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

/**
 * Starts a worker thread and the slot that tracks it. The slot settles its own job when the
 * thread answers; the pool is told after every message (`settled`, to hand out the next text)
 * and when the thread dies (`died`, with the error if there was one).
 */
export function startWorker(pool: PoolEvents): Slot {
  const progress = new SharedArrayBuffer(8 + 32 * 8);
  const worker = new Worker(threadFile('checkThread'), {
    workerData: { progress } satisfies CheckThreadData,
    // Compiled JavaScript: not the parent's flags (a TypeScript loader under tsx).
    execArgv: [],
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
    clock: threadClock(null),
    timer: null,
  };
  worker.on('message', (message: CheckReply) => {
    if ('ready' in message) {
      slot.ready = true;
      slot.clock = threadClock(message.cpuTimeFile);
    } else if (slot.job && message.id === slot.job.id) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      const job = slot.job;
      slot.job = null;
      job.resolve(message.verdict, message.blocks);
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
