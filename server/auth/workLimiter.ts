/** How much work a {@link WorkLimiter} lets in. */
export interface WorkLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a turn; beyond it new tasks are refused, never queued without end. */
  queue: number;
  /** Tasks one key (a client address) may have running or waiting at once. */
  perKey: number;
}

/**
 * A semaphore with a bounded FIFO queue and a per-key share, for expensive
 * work a stranger can ask for (password hashing). Admission is decided
 * synchronously, so a caller can ask {@link admits}, record what it must,
 * then {@link run} in the same tick without a race.
 */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perKey = new Map<string, number>();
  /** A moving average of one task's duration, for the retry estimate. */
  private averageMs = 100;

  constructor(readonly limits: WorkLimits) {}

  /** Whether a task for `key` would be let in now (running or queued). */
  admits(key: string): boolean {
    if ((this.perKey.get(key) ?? 0) >= this.limits.perKey) return false;
    return this.running < this.limits.concurrency || this.waiting.length < this.limits.queue;
  }

  /**
   * Runs `work` when a slot is free. Throws {@link WorkRefused} at once when
   * {@link admits} would have said no.
   */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (!this.admits(key)) throw new WorkRefused(this.retryAfterSeconds());
    this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    try {
      if (this.running < this.limits.concurrency) this.running++;
      else await new Promise<void>((start) => this.waiting.push(start));
      const started = performance.now();
      try {
        return await work();
      } finally {
        this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
        this.release();
      }
    } finally {
      const left = (this.perKey.get(key) ?? 1) - 1;
      if (left > 0) this.perKey.set(key, left);
      else this.perKey.delete(key);
    }
  }

  /** Whole seconds until a refused caller can expect a turn: the queue ahead, drained. */
  retryAfterSeconds(): number {
    const rounds = this.waiting.length / this.limits.concurrency + 1;
    return Math.max(1, Math.ceil((rounds * this.averageMs) / 1000));
  }

  private release(): void {
    // The slot passes straight to the next waiter, so `running` stays as it is.
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/** Thrown by {@link WorkLimiter.run} when the work was refused, with a retry estimate. */
export class WorkRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too much work queued; retry in ${retryAfterSeconds} s.`);
    this.name = 'WorkRefused';
  }
}
