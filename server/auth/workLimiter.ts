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
  /** Places held by {@link reserve} whose work has not started. */
  private reserved = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perKey = new Map<string, number>();
  /** A moving average of one task's duration, for the retry estimate. */
  private averageMs = 100;

  constructor(readonly limits: WorkLimits) {}

  /** Whether a task for `key` would be let in now (running or queued). */
  admits(key: string): boolean {
    if ((this.perKey.get(key) ?? 0) >= this.limits.perKey) return false;
    const taken = this.running + this.waiting.length + this.reserved;
    return taken < this.limits.concurrency + this.limits.queue;
  }

  /**
   * Takes a place for `key` now, for work whose input is still arriving (an upload's body): it
   * counts against the queue and the key's share from this moment, so a flood is refused before
   * any of its bodies is read. Null when {@link admits} says no. The holder then either runs its
   * work in that place or cancels it.
   */
  reserve(key: string): Reservation | null {
    if (!this.admits(key)) return null;
    this.enter(key);
    this.reserved++;
    let held = true;
    const release = () => {
      if (!held) throw new Error('This place was already used or given back');
      held = false;
      this.reserved--;
    };
    return {
      run: (work) => {
        release();
        return this.start(key, work);
      },
      cancel: () => {
        if (!held) return;
        release();
        this.leave(key);
      },
    };
  }

  /**
   * Runs `work` when a slot is free. Throws {@link WorkRefused} at once when
   * {@link admits} would have said no.
   */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (!this.admits(key)) throw new WorkRefused(this.retryAfterSeconds());
    this.enter(key);
    return this.start(key, work);
  }

  /** Runs `work` for `key`, already counted in its share, when a slot is free. */
  private async start<T>(key: string, work: () => Promise<T>): Promise<T> {
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
      this.leave(key);
    }
  }

  private enter(key: string): void {
    this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
  }

  private leave(key: string): void {
    const left = (this.perKey.get(key) ?? 1) - 1;
    if (left > 0) this.perKey.set(key, left);
    else this.perKey.delete(key);
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

/** A place in a {@link WorkLimiter}'s queue, held until its work runs or it is given back. */
export interface Reservation {
  /** Runs `work` in this place when a slot is free (once). */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back, unused; nothing once it has run. */
  cancel(): void;
}

/** Thrown by {@link WorkLimiter.run} when the work was refused, with a retry estimate. */
export class WorkRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too much work queued; retry in ${retryAfterSeconds} s.`);
    this.name = 'WorkRefused';
  }
}
