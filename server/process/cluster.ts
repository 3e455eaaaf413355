import cluster, { type Worker } from 'node:cluster';

/** A worker that lived this long before it died ends a crash streak: its replacement starts at once. */
const STABLE_MS = 10_000;
/** The wait before the second quick death's replacement; doubled for each next one. */
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** Workers still running this long after a signal are killed (each has its own 10 s limit). */
const STOP_MS = 15_000;

/** What this process is in a pool: main.ts asks, so the single-process path stays as it was. */
export interface WorkerRole {
  /** A worker of a pool (FOLIO_WORKERS > 1): the primary says where the pool serves. */
  inPool: boolean;
  /** Whether this process looks for due scheduled drafts: the only one, or worker 1 of a pool. */
  runsScheduler: boolean;
}

export function workerRole(slot: number | null): WorkerRole {
  if (!cluster.isWorker) return { inPool: false, runsScheduler: true };
  return {
    inPool: true,
    // The slot, not the worker's id: a replacement of worker 1 takes the schedule over.
    runsScheduler: slot === 1,
  };
}

export interface PrimaryOptions {
  workers: number;
  /** Called once, when every worker of the first pool listens (PORT=0: the port picked). */
  serving(port: number): void;
  /** The primary's own connection (migrations, seeding): closed once the workers have stopped. */
  closeStore(): Promise<void>;
  fail(message: string): never;
}

interface Slot {
  n: number;
  worker: Worker | null;
  startedAt: number;
  listened: boolean;
  quickDeaths: number;
  timer: NodeJS.Timeout | null;
}

/**
 * The primary of `FOLIO_WORKERS` processes sharing one port (node:cluster; the primary accepts
 * and hands connections round-robin). It serves nothing itself: it forks the workers after the
 * store is migrated; replaces one that dies, at once, but while replacements keep dying within
 * 10 s of their start after 0.5 s, 1 s, 2 s … up to 30 s, so a crash loop does not spin; gives
 * up when a worker of the first pool dies before serving (a port in use, an unreadable store: a
 * replacement would fail the same way); and on SIGTERM/SIGINT passes the signal on, waits for
 * every worker to finish its requests and close its store, then exits.
 */
export function runPrimary(options: PrimaryOptions): void {
  const slots: Slot[] = Array.from({ length: options.workers }, (_, i) => ({
    n: i + 1,
    worker: null,
    startedAt: 0,
    listened: false,
    quickDeaths: 0,
    timer: null,
  }));
  let announced = false;
  let stopping = false;
  let failedStops = 0;

  const start = (slot: Slot) => {
    slot.timer = null;
    slot.startedAt = Date.now();
    slot.listened = false;
    const worker = cluster.fork({ FOLIO_WORKER_SLOT: String(slot.n) });
    slot.worker = worker;
    worker.on('listening', (address: { port: number }) => {
      slot.listened = true;
      console.log(`Worker ${slot.n} (pid ${worker.process.pid}) is serving`);
      if (!announced && slots.every((s) => s.listened)) {
        announced = true;
        options.serving(address.port);
      }
    });
    worker.on('exit', (code, signal) => exited(slot, worker, code, signal));
  };

  const exited = (slot: Slot, worker: Worker, code: number | null, signal: string | null) => {
    if (slot.worker !== worker) return;
    slot.worker = null;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code !== 0) failedStops++;
      if (slots.every((s) => !s.worker)) finish();
      return;
    }
    if (!announced && !slot.listened) {
      stopping = true;
      for (const other of slots) other.worker?.process.kill('SIGTERM');
      options.fail(`worker ${slot.n} exited (${how}) before serving; see its message above.`);
    }
    slot.quickDeaths = Date.now() - slot.startedAt >= STABLE_MS ? 0 : slot.quickDeaths + 1;
    const delay =
      slot.quickDeaths <= 1
        ? 0
        : Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (slot.quickDeaths - 2));
    console.error(
      `folio: worker ${slot.n} (pid ${worker.process.pid}) exited (${how}); ` +
        `starting another${delay ? ` in ${delay / 1000} s` : ''}.`,
    );
    slot.timer = setTimeout(() => start(slot), delay);
  };

  const finish = () => {
    options.closeStore().then(
      () => process.exit(failedStops > 0 ? 1 : 0),
      () => process.exit(1),
    );
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      // Workers stop as `npm start` alone does: no new connections, requests under way answered.
      slot.worker?.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      options.fail(`workers did not stop within ${STOP_MS / 1000} s of the signal.`);
    }, STOP_MS).unref();
    if (slots.every((s) => !s.worker)) finish();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  for (const slot of slots) start(slot);
}
