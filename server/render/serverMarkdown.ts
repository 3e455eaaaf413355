// Markdown rendered on the server with the reader's own pipeline (src/markdown), for feeds and
// server-rendered pages. marked is super-linear on some inputs and cannot be interrupted, so
// every render (marked, the HTML, the sanitizer) runs in a thread of its own
// (renderThreads.ts) that is ended past the budget; the event loop only posts sources and
// reads back HTML. Results are kept per (article, revision) in an LRU bounded by bytes, so a
// popular article is rendered once; identical renders under way share one.
import crypto from 'node:crypto';
import { LEX_BUDGET_MS, type LexFailure } from '../../src/markdown/lexer';
import type { RenderedMarkdown } from '../../src/markdown/renderMarkdown';
import { unformattedHtml } from '../../src/markdown/unformatted';
import { ByteLru } from '../graphql/byteLru';
import type { RenderRequest } from './renderOnThisThread';
import type { ThreadOutcome } from './renderThreadOptions';
import { RenderThreads } from './renderThreads';

export interface ServerMarkdownOptions {
  /**
   * The thread's CPU time one render may take (marked, HTML and sanitizing together),
   * LEX_BUDGET_MS by default: what the reader's page gives marked alone. Past it the source
   * is shown unformatted, as the page shows it; so it is past `maxWallMs` of wall-clock time,
   * with the thread starved by a busy machine (renderThreads.ts).
   */
  budgetMs?: number;
  /**
   * Wall-clock time past which a page stops waiting for a render (twice the budget by default):
   * it is answered `busy`, and the render, finished, is kept for the next (renderThreads.ts).
   */
  maxWallMs?: number;
  /** Bytes of rendered HTML kept (32 MiB by default). */
  cacheBytes?: number;
  /** Renders at work at once (1 by default: the other core serves requests). */
  threads?: number;
  /**
   * How long a render may wait for a thread, counted from when it is asked for (RENDER_WAIT_MS
   * by default); past it, it is answered `busy`.
   */
  maxWaitMs?: number;
  /** Renders that may wait for a thread at once (RENDER_MAX_QUEUED by default). */
  maxQueued?: number;
  /** Each render thread's heap limit in MB (512 by default); a thread is replaced at half. */
  heapLimitMb?: number;
  /** How long a render that missed its budget is kept before the source is tried again. */
  slowRetryMs?: number;
  now?: () => number;
}

/**
 * How long a render waits for a thread before it is answered `busy`: a page waits this for the
 * renders ahead of it (each at most its budget), then is served without its render (the SPA
 * shell, formatted by the reader's browser) rather than held for seconds behind slow bodies.
 */
export const RENDER_WAIT_MS = 750;

/**
 * How long a feed's render waits for a thread: a feed is fetched by feed readers, not a person
 * waiting, and what it carries is kept by them and by caches (a cold feed of 20 articles is 20
 * renders in line: at RENDER_WAIT_MS its last bodies came out unformatted).
 */
export const FEED_RENDER_WAIT_MS = 10_000;

/**
 * Renders waiting at once, past which one is answered `busy` at once: with RENDER_WAIT_MS, what
 * bounds the memory of sources waiting (up to 1 MiB each) when a flood outruns the thread.
 */
export const RENDER_MAX_QUEUED = 64;

/**
 * A source that missed its budget is shown unformatted for this long, then rendered again. The
 * budget is wall-clock time on a shared machine: a busy moment (a cold thread, a load spike)
 * is not a property of the source, and kept for good it left a popular article unformatted
 * until the process ended. A hostile source costs its thread one budget per this period.
 */
export const SLOW_RETRY_MS = 60_000;

/**
 * A render's outcome: the page's HTML and headings, and why it is unformatted if it is: the
 * source's own verdict ('slow', 'complex'), or `busy` when no thread could start it in time
 * (its text, with no notice: nothing is wrong with it, and the next render may format it).
 */
export interface ServerRendered extends RenderedMarkdown {
  unformatted: LexFailure | 'busy' | null;
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
  /**
   * How long this render may wait for a thread (the renderer's `maxWaitMs` by default): a
   * document read away from the site (a feed, kept by its readers and by caches) waits
   * longer rather than carry a body unformatted.
   */
  maxWaitMs?: number;
}

export class ServerMarkdown {
  private readonly cache: ByteLru<{ rendered: ServerRendered; expires: number }>;
  private readonly slowRetryMs: number;
  private readonly now: () => number;
  private readonly inFlight = new Map<string, Promise<ServerRendered>>();
  /** Renders whose callers were answered `busy` at the wall-clock limit, still at work. */
  private readonly finishing = new Set<string>();
  private readonly threads: RenderThreads;

  constructor(options: ServerMarkdownOptions = {}) {
    this.cache = new ByteLru(
      options.cacheBytes ?? 32 * 1024 * 1024,
      ({ rendered }) => 2 * rendered.html.length,
    );
    this.slowRetryMs = options.slowRetryMs ?? SLOW_RETRY_MS;
    this.now = options.now ?? Date.now;
    const budgetMs = options.budgetMs ?? LEX_BUDGET_MS;
    this.threads = new RenderThreads({
      budgetMs,
      maxWallMs: options.maxWallMs ?? 2 * budgetMs,
      threads: Math.max(1, options.threads ?? 1),
      maxWaitMs: options.maxWaitMs ?? RENDER_WAIT_MS,
      maxQueued: options.maxQueued ?? RENDER_MAX_QUEUED,
      heapLimitMb: options.heapLimitMb ?? 512,
    });
  }

  /**
   * Renders `source` (cached under `options.cacheKey`); never rejects for what the source is.
   * The same render asked for again while one is under way shares it.
   */
  render(source: string, options: RenderOptions): Promise<ServerRendered> {
    const request: RenderRequest = {
      source,
      origin: options.origin,
      highlight: options.highlight === true,
      base: options.base ?? null,
    };
    const id =
      options.cacheKey ??
      `sha256:${crypto.createHash('sha256').update(source).digest('base64url')}`;
    const key = [id, request.origin, request.highlight, request.base].join('\u0000');
    const known = options.cacheKey === undefined ? undefined : this.cache.get(key);
    if (known && known.expires > this.now()) return Promise.resolve(known.rendered);
    // Its render is finishing on a starved thread: not asked for twice, nor waited for again.
    if (this.finishing.has(key)) return Promise.resolve(serverRendered(source, { busy: true }));
    let pending = this.inFlight.get(key);
    if (!pending) {
      const keep = (outcome: ThreadOutcome) => {
        const rendered = serverRendered(source, outcome);
        if (options.cacheKey !== undefined) this.keep(key, rendered);
        return rendered;
      };
      pending = this.threads.run(request, options.maxWaitMs).then((outcome) => {
        this.inFlight.delete(key);
        if ('later' in outcome && outcome.later) {
          this.finishing.add(key);
          void outcome.later.then((finished) => {
            this.finishing.delete(key);
            keep(finished);
          });
        }
        return keep(outcome);
      });
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Starts the render threads, resolving once one is ready (see RenderThreads.warm). */
  warm(): Promise<void> {
    return this.threads.warm();
  }

  /**
   * The render thread's heap after its last render (bytes), that render's CPU time (ms), and
   * how many threads were started.
   */
  threadStats(): { heapUsed: number | null; cpuMs: number | null; threadsStarted: number } {
    return this.threads.stats();
  }

  /** Ends the render threads as a crash would (tests); the next render starts new ones. */
  crashThreads(): Promise<unknown> {
    return this.threads.crash();
  }

  /** Forgets every rendered result (a cold cache, for measuring). */
  clearCache(): void {
    this.cache.clear();
  }

  /** Ends the threads; renders still waiting come back unformatted. */
  close(): Promise<void> {
    return this.threads.close();
  }

  /**
   * Keeps a render: formatted, until the LRU drops it; the source's own verdict ('slow',
   * 'complex'), for `slowRetryMs`, then it is tried again: a verdict is wall-clock time or a
   * thread's stack on a shared machine, and kept for good a busy moment left an article
   * unformatted until the process ended; `busy`, not at all.
   */
  private keep(key: string, rendered: ServerRendered): void {
    if (rendered.unformatted === 'busy') return;
    const expires = rendered.unformatted ? this.now() + this.slowRetryMs : Infinity;
    this.cache.set(key, { rendered, expires });
  }
}

function serverRendered(source: string, outcome: ThreadOutcome): ServerRendered {
  if ('rendered' in outcome) return { ...outcome.rendered, unformatted: null };
  if ('busy' in outcome) {
    return { html: unformattedHtml(source, null), headings: [], unformatted: 'busy' };
  }
  return {
    html: unformattedHtml(source, outcome.failed),
    headings: [],
    unformatted: outcome.failed,
  };
}
