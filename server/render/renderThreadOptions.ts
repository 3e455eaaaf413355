// What a pool of render threads (renderThreads.ts) is asked for and answers: its limits, and a
// render's outcome.
import type { RenderResult } from './renderOnThisThread';

/**
 * A render's answer: its result, or `busy` when no thread could start it in time, or, `later`,
 * when its thread was starved past `maxWallMs`: the render goes on, and `later` is its outcome.
 */
export type ThreadOutcome = RenderResult | { busy: true; later?: Promise<ThreadOutcome> };

export interface RenderThreadsOptions {
  /**
   * The thread's CPU time one render may take (the wall clock where there is no CPU clock):
   * what the source costs, as the save check measures it, not what a busy moment adds.
   */
  budgetMs: number;
  /**
   * Wall-clock time past which a render's caller is answered `busy` though its thread has not
   * used its CPU budget: a machine this busy does not hold a page longer. The render goes on,
   * and the answer carries its outcome to come (a busy machine says nothing about the source).
   */
  maxWallMs: number;
  /** Renders at work at once. */
  threads: number;
  /** How long a render may wait for a thread, from the moment it is asked for (by default). */
  maxWaitMs: number;
  /** Renders that may wait at once; past it a render is answered `busy` at once. */
  maxQueued: number;
  /** Each thread's heap (its old generation), in MB. */
  heapLimitMb: number;
}
