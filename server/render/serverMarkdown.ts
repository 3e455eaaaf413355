// Markdown rendered on the server with the reader's own pipeline (src/markdown), for feeds now
// and server-rendered pages later. marked is super-linear on some inputs and cannot be
// interrupted, so every render (marked, the HTML, the sanitizer) runs in a thread of its own
// (markdownThread.ts) that is ended past the budget; the event loop only posts sources and
// reads back HTML. Results are kept per (article, revision) in an LRU bounded by bytes, so a
// popular article is rendered once.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { LEX_BUDGET_MS, type LexFailure } from '../../src/markdown/lexer';
import type { RenderedMarkdown } from '../../src/markdown/renderMarkdown';
import { unformattedHtml } from '../../src/markdown/unformatted';
import { ByteLru } from './byteLru';
import type { ThreadReply, ThreadRequest } from './markdownThread';
import type { RenderRequest, RenderResult } from './renderOnThisThread';

export interface ServerMarkdownOptions {
  /**
   * Wall-clock time one render may take in its thread (marked, HTML and sanitizing together),
   * LEX_BUDGET_MS by default: what the reader's page gives marked alone. Past it the source
   * is shown unformatted, as the page shows it.
   */
  budgetMs?: number;
  /** Bytes of rendered HTML kept (32 MiB by default). */
  cacheBytes?: number;
  /** Renders at work at once (1 by default: the other core serves requests). */
  threads?: number;
  /** How long a render that missed its budget is kept before the source is tried again. */
  slowRetryMs?: number;
  now?: () => number;
}

/**
 * A source that missed its budget is shown unformatted for this long, then rendered again. The
 * budget is wall-clock time on a shared machine: a busy moment (a cold thread, a load spike)
 * is not a property of the source, and kept for good it left a popular article unformatted
 * until the process ended. A hostile source costs its thread one budget per this period.
 */
export const SLOW_RETRY_MS = 60_000;

/** A render's outcome: the page's HTML and headings, and why it is unformatted if it is. */
export interface ServerRendered extends RenderedMarkdown {
  unformatted: LexFailure | null;
}

export interface RenderOptions {
  /** The site's public origin (`https://blog.example.com`). */
  origin: string;
  /** Highlight fenced code, as the reader's page does once idle (default false). */
  highlight?: boolean;
  /** Resolve links and images against this URL (a feed's copy); default: as the page has them. */
  base?: string | null;
  /**
   * What identifies this source for the cache (`article:<id>:<revision>`): it must change
   * whenever the source does. Without it, nothing is kept.
   */
  cacheKey?: string;
}

interface Job {
  request: RenderRequest;
  resolve(result: RenderResult): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

// The thread's entry is TypeScript importing the client's modules: it registers tsx's loader
// first, whether the server runs under tsx (npm start) or jest.
const THREAD_SOURCE = `
const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.entry);
`;

export class ServerMarkdown {
  private readonly budgetMs: number;
  private readonly cache: ByteLru<{ rendered: ServerRendered; expires: number }>;
  private readonly slowRetryMs: number;
  private readonly now: () => number;
  private readonly inFlight = new Map<string, Promise<ServerRendered>>();
  private readonly queue: Job[] = [];
  private readonly threads: Thread[] = [];
  private readonly threadCount: number;
  private nextId = 1;
  private closed = false;

  constructor(options: ServerMarkdownOptions = {}) {
    this.budgetMs = options.budgetMs ?? LEX_BUDGET_MS;
    this.cache = new ByteLru(
      options.cacheBytes ?? 32 * 1024 * 1024,
      ({ rendered }) => 2 * rendered.html.length,
    );
    this.slowRetryMs = options.slowRetryMs ?? SLOW_RETRY_MS;
    this.now = options.now ?? Date.now;
    this.threadCount = Math.max(1, options.threads ?? 1);
  }

  /** Renders `source` (cached under `options.cacheKey`); never rejects for what the source is. */
  render(source: string, options: RenderOptions): Promise<ServerRendered> {
    const request: RenderRequest = {
      source,
      origin: options.origin,
      highlight: options.highlight === true,
      base: options.base ?? null,
    };
    if (options.cacheKey === undefined) return this.run(request);
    const key = [options.cacheKey, request.origin, request.highlight, request.base].join('\u0000');
    const known = this.cache.get(key);
    if (known && known.expires > this.now()) return Promise.resolve(known.rendered);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.run(request).then((rendered) => {
        this.inFlight.delete(key);
        const expires = rendered.unformatted === 'slow' ? this.now() + this.slowRetryMs : Infinity;
        this.cache.set(key, { rendered, expires });
        return rendered;
      });
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Forgets every rendered result (a cold cache, for measuring). */
  clearCache(): void {
    this.cache.clear();
  }

  /** Ends the threads; renders still waiting come back unformatted. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ failed: 'slow' });
    await Promise.all(
      this.threads.splice(0).map((thread) => {
        if (thread.job) {
          clearTimeout(thread.job.timer);
          thread.job.resolve({ failed: 'slow' });
        }
        return thread.worker.terminate();
      }),
    );
  }

  private async run(request: RenderRequest): Promise<ServerRendered> {
    const result = await new Promise<RenderResult>((resolve) => {
      if (this.closed) return resolve({ failed: 'slow' });
      this.queue.push({ request, resolve });
      this.dispatch();
    });
    if ('failed' in result) {
      return {
        html: unformattedHtml(request.source, result.failed),
        headings: [],
        unformatted: result.failed,
      };
    }
    return { ...result.rendered, unformatted: null };
  }

  /**
   * Gives waiting sources to idle ready threads, at most `threadCount` at work at once. One
   * more thread than that is kept started: one takes 1–2 s to load (tsx, jsdom, marked, every
   * grammar), and when a thread is ended past its budget the spare takes the next source at
   * once. The spare starts only while the others are ready and idle: started beside them, its
   * loading shared the CPU with the first renders being timed, and a long article missed its
   * budget.
   */
  private dispatch(): void {
    while (!this.closed && this.threads.length < this.threadCount) this.startThread();
    if (
      !this.closed &&
      this.threads.length === this.threadCount &&
      this.queue.length === 0 &&
      this.threads.every((thread) => thread.ready && !thread.job)
    ) {
      this.startThread();
    }
    let busy = this.threads.filter((thread) => thread.job).length;
    for (const thread of this.threads) {
      if (this.queue.length === 0 || busy >= this.threadCount) return;
      if (!thread.ready || thread.job) continue;
      busy++;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      // The budget runs from the moment a warm thread has the source.
      const timer = setTimeout(() => this.abandon(thread), this.budgetMs);
      thread.job = { ...job, id, timer };
      thread.worker.postMessage({ id, ...job.request } satisfies ThreadRequest);
    }
  }

  private startThread(): void {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        tsx: require.resolve('tsx/cjs/api'),
        entry: path.join(__dirname, 'markdownThread.ts'),
      },
      // A render that runs away with memory ends its thread, not the server; and
      // deep nesting overflows a stack the size of the main thread's at once rather than
      // spending the budget (2,000 nested quotes: 17 ms to 'complex').
      resourceLimits: { maxOldGenerationSizeMb: 512, stackSizeMb: 1 },
    });
    // Never what keeps a process alive: a server's own shutdown ends it.
    worker.unref();
    const thread: Thread = { worker, ready: false, job: null };
    this.threads.push(thread);
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) thread.ready = true;
      else if (thread.job?.id === reply.id) {
        clearTimeout(thread.job.timer);
        const { resolve } = thread.job;
        thread.job = null;
        resolve('failed' in reply ? { failed: reply.failed } : { rendered: reply.rendered });
      }
      this.dispatch();
    });
    worker.on('error', () => this.replace(thread, 'complex'));
    worker.on('exit', () => this.replace(thread, 'complex'));
  }

  /** Past the budget: marked cannot be interrupted, so the thread is ended and replaced. */
  private abandon(thread: Thread): void {
    this.replace(thread, 'slow');
    void thread.worker.terminate();
  }

  private replace(thread: Thread, failure: LexFailure): void {
    const index = this.threads.indexOf(thread);
    if (index === -1) return;
    this.threads.splice(index, 1);
    if (thread.job) {
      clearTimeout(thread.job.timer);
      thread.job.resolve({ failed: failure });
      thread.job = null;
    }
    if (!this.closed) this.dispatch();
  }
}
