// The threads that run the server's Markdown renders (markdownThread.ts) and the line of
// renders waiting for one. marked cannot be interrupted, so a render past its budget ends its
// thread; what a render costs is its own, but how long it waits is everyone's: the line is
// bounded in length and in time from the moment a render joins it, and a render that cannot
// start in time is answered "not now" rather than held. What is kept of an answer, and for
// how long, is serverMarkdown.ts's business.
import { Worker } from 'node:worker_threads';
import { threadClock } from '../threads/threadClock';
import { threadFile } from '../threads/threadFile';
import type { ThreadReply, ThreadRequest } from './markdownThread';
import type { RenderRequest } from './renderOnThisThread';
import type { RenderThreadsOptions, ThreadOutcome } from './renderThreadOptions';

/**
 * A pool with no render asked for this long ends its spare thread, which starts again after
 * the next render: the spare's memory (~120 MB: jsdom, every grammar) is paid while pages are
 * being read, not by a server left idle.
 */
export const SPARE_IDLE_MS = 30_000;

/**
 * How many times its CPU budget in wall-clock time a render may take before its thread is ended
 * (its caller has long been answered): a machine so busy that a thread cannot use its budget in
 * this time gets the thread back, and the source is tried afresh by a later render.
 */
const STARVED_WALL_FACTOR = 10;

interface Job {
  request: RenderRequest;
  maxWaitMs: number;
  resolve(outcome: ThreadOutcome): void;
  /** Ends the job's wait: past it, still waiting, it is answered `busy` (see `wait`). */
  waitTimer: NodeJS.Timeout | null;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  /** The thread's CPU time in ms (threadClock.ts), once it is ready. */
  clock: () => number;
  job: {
    id: number;
    resolve: Job['resolve'];
    /** Set once its caller was answered `busy` at `maxWallMs`: where the outcome goes. */
    later: ((outcome: ThreadOutcome) => void) | null;
    timer: NodeJS.Timeout;
    startedCpu: number;
    startedAt: number;
  } | null;
}

export class RenderThreads {
  private readonly queue: Job[] = [];
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closed = false;
  private lastHeapUsed: number | null = null;
  private lastCpuMs: number | null = null;
  private started = 0;
  /** Whether a render was asked for within SPARE_IDLE_MS: only then is a spare kept. */
  private recent = false;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Waiting for a thread to be ready (`warm`). */
  private readyWaiters: { resolve(): void; reject(error: Error): void }[] = [];

  constructor(private readonly options: RenderThreadsOptions) {}

  /** Renders `request` on a thread, waiting at most `maxWaitMs` for one; never rejects. */
  run(request: RenderRequest, maxWaitMs = this.options.maxWaitMs): Promise<ThreadOutcome> {
    if (this.closed || this.queue.length >= this.options.maxQueued) {
      return Promise.resolve({ busy: true });
    }
    this.stillBusy();
    return new Promise((resolve) => {
      const job: Job = { request, maxWaitMs, resolve, waitTimer: null };
      this.queue.push(job);
      this.dispatch();
      if (this.queue.includes(job)) this.wait(job);
    });
  }

  /**
   * Starts `job`'s wait, its `maxWaitMs` from now, while some thread is ready: the line's own wait,
   * not the pool's start (a cold server's first renders would all be `busy`); with no thread
   * ready it starts once one is.
   */
  private wait(job: Job): void {
    if (job.waitTimer || !this.threads.some((thread) => thread.ready)) return;
    job.waitTimer = setTimeout(() => {
      const index = this.queue.indexOf(job);
      if (index === -1) return;
      this.queue.splice(index, 1);
      job.resolve({ busy: true });
    }, job.maxWaitMs);
  }

  /**
   * Starts the threads now rather than at the first render, resolving once one is ready: a
   * server warms them before it listens, so its first page does not wait for a thread's start.
   */
  warm(): Promise<void> {
    if (this.closed || this.threads.some((thread) => thread.ready)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.readyWaiters.push({ resolve, reject });
      this.dispatch();
    });
  }

  /** Keeps the spare for SPARE_IDLE_MS more, then ends it if no render came meanwhile. */
  private stillBusy(): void {
    this.recent = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.recent = false;
      const idle = this.threads.length > this.options.threads && this.threads.find((t) => !t.job);
      if (idle) this.end(idle);
    }, SPARE_IDLE_MS);
    // Never what keeps a process alive (jsdom's timers, in a suite that runs there, have no unref).
    this.idleTimer.unref?.();
  }

  /**
   * The heap of the thread that answered last, in bytes, the CPU time its render took (ms), and
   * how many threads were started.
   */
  stats(): { heapUsed: number | null; cpuMs: number | null; threadsStarted: number } {
    return { heapUsed: this.lastHeapUsed, cpuMs: this.lastCpuMs, threadsStarted: this.started };
  }

  /** Ends the threads as a crash would, mid-render or not (tests); new ones start as needed. */
  crash(): Promise<number[]> {
    return Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  /** Ends the threads; renders still waiting or at work are answered `busy`. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
    for (const job of this.queue.splice(0)) {
      if (job.waitTimer) clearTimeout(job.waitTimer);
      job.resolve({ busy: true });
    }
    await Promise.all(
      this.threads.splice(0).map((thread) => {
        this.settle(thread, { busy: true });
        return thread.worker.terminate();
      }),
    );
  }

  /**
   * Gives waiting renders to idle ready threads, at most `threads` at work at once. One more
   * thread than that is kept started: one takes 0.5–2 s to load (jsdom, marked, every
   * grammar), and when a thread is ended past its budget the spare takes the next render at
   * once. The spare starts only while the others are ready and idle: started beside them, its
   * loading shared the CPU with the first renders being timed, and a long article missed its
   * budget; and only while renders are being asked for (SPARE_IDLE_MS).
   */
  private dispatch(): void {
    const { threads: count, budgetMs, maxWallMs } = this.options;
    while (!this.closed && this.threads.length < count) this.startThread();
    if (
      !this.closed &&
      this.recent &&
      this.threads.length === count &&
      this.queue.length === 0 &&
      this.threads.every((thread) => thread.ready && !thread.job)
    ) {
      this.startThread();
    }
    // A render whose caller was answered at the wall-clock limit finishes beside the others: the
    // spare takes the next render, as it did when such a render's thread was ended.
    let busy = this.threads.filter((thread) => thread.job && !thread.job.later).length;
    for (const thread of this.threads) {
      if (this.queue.length === 0 || busy >= count) return;
      if (!thread.ready || thread.job) continue;
      busy++;
      const { request, resolve, waitTimer } = this.queue.shift()!;
      if (waitTimer) clearTimeout(waitTimer);
      const id = this.nextId++;
      // The budget is the source's own: it runs from the moment a warm thread has it.
      const timer = setTimeout(() => this.overran(thread, id), Math.min(budgetMs, maxWallMs));
      const startedCpu = thread.clock();
      thread.job = { id, resolve, later: null, timer, startedCpu, startedAt: Date.now() };
      thread.worker.postMessage({ id, ...request } satisfies ThreadRequest);
    }
  }

  /**
   * The budget's time has passed on the wall clock: the render is 'slow' if its thread used its
   * CPU budget, and otherwise given until its CPU time could reach the budget. Its caller is
   * answered `busy` once `maxWallMs` has passed (with the outcome to come), and a thread
   * starved for STARVED_WALL_FACTOR times its budget (and `maxWallMs`) is ended.
   */
  private overran(thread: Thread, id: number): void {
    const job = thread.job;
    if (!job || job.id !== id) return;
    const { budgetMs, maxWallMs } = this.options;
    const used = thread.clock() - job.startedCpu;
    if (!(used < budgetMs)) return this.end(thread, { failed: 'slow' });
    const elapsed = Date.now() - job.startedAt;
    const starved = Math.max(maxWallMs, STARVED_WALL_FACTOR * budgetMs);
    if (elapsed >= starved) return this.end(thread, { busy: true });
    if (elapsed >= maxWallMs && !job.later) {
      job.resolve({ busy: true, later: new Promise((later) => (job.later = later)) });
      this.dispatch();
    }
    const wallLeft = job.later ? Infinity : maxWallMs - elapsed;
    job.timer = setTimeout(
      () => this.overran(thread, id),
      Math.max(1, Math.min(budgetMs - used, wallLeft)),
    );
  }

  private startThread(): void {
    this.started++;
    const worker = new Worker(threadFile('renderThread'), {
      // Compiled JavaScript: not the parent's flags (a TypeScript loader under tsx).
      execArgv: [],
      // A render that runs away with memory ends its thread, not the server; and deep
      // nesting overflows a stack the size of the main thread's at once rather than
      // spending the budget (2,000 nested quotes: 17 ms to 'complex').
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapLimitMb, stackSizeMb: 1 },
    });
    const thread: Thread = { worker, ready: false, clock: threadClock(null), job: null };
    this.threads.push(thread);
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) {
        thread.ready = true;
        // Ready, it is never what keeps a process alive: a server's own shutdown ends it (a render
        // under way keeps its budget's timer). Starting, it is: a server that awaits its first
        // thread before it listens has nothing else keeping it alive, and would exit there.
        worker.unref();
        thread.clock = threadClock(reply.cpuTimeFile);
        for (const job of this.queue) this.wait(job);
        for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
      } else if (thread.job?.id === reply.id) {
        this.lastHeapUsed = reply.heapUsed;
        this.lastCpuMs = reply.cpuMs;
        this.settle(
          thread,
          'failed' in reply ? { failed: reply.failed } : { rendered: reply.rendered },
        );
        if (reply.retire) {
          // Between renders, before its limit: its replacement (or the spare) takes the next.
          this.end(thread);
          return;
        }
      }
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      this.died(thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY'),
    );
    worker.on('exit', () => this.died(thread, false));
  }

  /**
   * A thread ended without being asked. Out of memory mid-render, the render allocated half
   * the heap itself (a thread is retired past the other half): that source is 'complex'. Any
   * other end (a crash, a thread killed from outside) says nothing about the source it held:
   * it is answered `busy`, and the next render of it is tried afresh.
   */
  private died(thread: Thread, outOfMemory: boolean): void {
    // Before it was ready, while a server waits to listen: a broken install, not a source.
    if (!thread.ready && this.threads.includes(thread)) {
      const failure = new Error('The Markdown renderer could not start a worker thread.');
      for (const waiter of this.readyWaiters.splice(0)) waiter.reject(failure);
    }
    this.end(thread, outOfMemory && thread.ready ? { failed: 'complex' } : { busy: true });
  }

  /** Removes `thread` (ending it), answers the render it held, and hands out the line. */
  private end(thread: Thread, outcome?: ThreadOutcome): void {
    const index = this.threads.indexOf(thread);
    if (index === -1) return;
    this.threads.splice(index, 1);
    if (outcome) this.settle(thread, outcome);
    void thread.worker.terminate();
    if (!this.closed) this.dispatch();
  }

  private settle(thread: Thread, outcome: ThreadOutcome): void {
    const job = thread.job;
    if (!job) return;
    clearTimeout(job.timer);
    thread.job = null;
    (job.later ?? job.resolve)(outcome);
  }
}
