/**
 * Watching a server process from outside while a hostile case runs: how long each request
 * takes, whether a `{ __typename }` probe sent every 20 ms is ever held up (the event loop is
 * busy), and the process's resident memory (from /proc, so the server exposes nothing new).
 * A case that stalls or kills the server fails alone: the keeper restarts it for the next.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { HostileRequest } from '../hostile/queries';
import type { TempSite } from './site';
import { CLIENT_HEADERS, type ServerProcess } from './support';

/** Every request of a case must answer within this. */
export const REQUEST_LIMIT_MS = 2000;
/** A request still unanswered after this is abandoned (the case has failed by then). */
export const REQUEST_ABORT_MS = 3000;
/**
 * The probe must never be held up longer than this: while it waited, the server's main thread
 * (its event loop) may have been on the CPU for at most this long.
 */
export const PROBE_LIMIT_MS = 100;
const PROBE_INTERVAL_MS = 20;
/** Probes in flight at once; a stalled server shows as the oldest one's age. */
const PROBES_IN_FLIGHT = 5;
/** The server's resident memory must stay under this during any case. */
export const RSS_CEILING_MB = 600;
/** …and come back within this of where it was before the case. */
export const RSS_RETURN_MB = 150;
/** Past this the watch kills the server at once: its case has failed, and the machine is shared. */
const RSS_KILL_MB = 1500;
/** How long memory may take to come back after a case. */
const RSS_SETTLE_MS = 3000;
/** How much of an answer is kept for reading its errors; the rest is counted and dropped. */
const KEPT_BYTES = 64 * 1024;

const SAMPLE_INTERVAL_MS = 50;
const PROBE_BODY = JSON.stringify({ query: '{ __typename }', variables: {} });

/** What came back for one request. */
export interface Answer {
  /** 0 when it failed below HTTP (refused, reset, abandoned after REQUEST_ABORT_MS). */
  status: number;
  ms: number;
  bytes: number;
  /** The parsed answer when it was JSON of at most KEPT_BYTES. */
  json: {
    data?: Record<string, unknown> | null;
    errors?: { message?: string; extensions?: { code?: string } }[];
  } | null;
  /** The first KEPT_BYTES of the answer as text. */
  text: string;
  transportError?: string;
}

/** Sends one request and reads its answer, keeping at most KEPT_BYTES of it. */
export function send(
  origin: string,
  request: HostileRequest,
  { agent, cookie = null }: { agent?: http.Agent; cookie?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: CLIENT_HEADERS.accept, ...request.headers };
  if (request.contentType) headers['content-type'] = request.contentType;
  if (cookie) headers.cookie = cookie;
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (done) return;
      done = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const req = http.request(
      new URL(request.path, origin),
      { method: request.method, headers, agent },
      (res) => {
        const kept: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          if (bytes < KEPT_BYTES) kept.push(chunk);
          bytes += chunk.length;
        });
        res.on('error', (err) =>
          finish({ status: 0, bytes, json: null, text: '', transportError: String(err) }),
        );
        res.on('end', () => {
          const text = Buffer.concat(kept).toString('utf8').slice(0, KEPT_BYTES);
          let json: Answer['json'] = null;
          if (bytes <= KEPT_BYTES) {
            try {
              json = JSON.parse(text) as Answer['json'];
            } catch {
              json = null;
            }
          }
          finish({ status: res.statusCode ?? 0, bytes, json, text });
        });
      },
    );
    // A timer, not the socket's idle timeout: a slow trickle of bytes must not extend it.
    const abort = setTimeout(
      () => req.destroy(new Error(`no answer in ${REQUEST_ABORT_MS} ms`)),
      REQUEST_ABORT_MS,
    );
    req.on('close', () => clearTimeout(abort));
    req.on('error', (err) =>
      finish({ status: 0, bytes: 0, json: null, text: '', transportError: err.message }),
    );
    req.end(request.body ?? undefined);
  });
}

/** The resident memory of a process in MB, or null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time of a process's main thread, in ms (/proc/<pid>/task/<pid>/schedstat: time on the
 * CPU, then time waiting for one). The main thread is the one running the event loop.
 */
export function mainThreadCpuMs(pid: number): number | null {
  try {
    const schedstat = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8');
    return Number(schedstat.split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** What the probe and the memory sampler saw during one case. */
export interface WatchFigures {
  /** The longest a probe waited (wall clock), counting probes still unanswered at the end. */
  worstProbeMs: number;
  /**
   * The longest the server's event loop held a probe up: per probe, the smaller of its wait
   * and the CPU time the server's main thread used meanwhile. On a shared machine a wait can
   * also be time the server spent waiting for a core, which is not the server's doing.
   */
  worstHeldMs: number;
  probes: number;
  peakRssMb: number;
  /** Set when the sampler killed the server for passing RSS_KILL_MB. */
  killedAtRssMb: number | null;
  /**
   * The longest this test process's own event loop was late: a probe can only look as slow
   * as this through no fault of the server (other work on a shared machine, for one).
   */
  ownLagMs: number;
}

/**
 * Starts probing `origin` every 20 ms (each probe its own request, a few in flight at once)
 * and sampling the RSS of `pid`; `stop()` returns what was seen.
 */
export function watch(server: ServerProcess): { stop(): WatchFigures } {
  const pid = server.child.pid!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: PROBES_IN_FLIGHT });
  /** Probes in flight: when each was sent, and the server's main-thread CPU time then. */
  const inFlight = new Map<number, number>();
  let worstProbeMs = 0;
  let worstHeldMs = 0;
  let probes = 0;
  let peakRssMb = rssMb(pid) ?? 0;
  let killedAtRssMb: number | null = null;
  let ownLagMs = 0;
  let lastTick = performance.now();
  let stopped = false;

  const probe = () => {
    if (inFlight.size >= PROBES_IN_FLIGHT) return;
    const sentAt = performance.now();
    inFlight.set(sentAt, mainThreadCpuMs(pid) ?? 0);
    probes++;
    const req = http.request(
      new URL('/graphql', server.origin),
      { method: 'POST', headers: CLIENT_HEADERS, agent },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (!stopped) settle(sentAt);
          inFlight.delete(sentAt);
        });
      },
    );
    // A failed probe stays "in flight": its age keeps counting until the case ends.
    req.on('error', () => {});
    req.end(PROBE_BODY);
  };
  const settle = (sentAt: number) => {
    const waited = performance.now() - sentAt;
    const busy = (mainThreadCpuMs(pid) ?? Infinity) - inFlight.get(sentAt)!;
    worstProbeMs = Math.max(worstProbeMs, waited);
    worstHeldMs = Math.max(worstHeldMs, Math.min(waited, busy));
  };
  const sample = () => {
    const mb = rssMb(pid);
    if (mb === null) return;
    peakRssMb = Math.max(peakRssMb, mb);
    if (mb > RSS_KILL_MB && killedAtRssMb === null) {
      killedAtRssMb = mb;
      server.child.kill('SIGKILL');
    }
  };
  const probing = setInterval(probe, PROBE_INTERVAL_MS);
  const sampling = setInterval(() => {
    const now = performance.now();
    ownLagMs = Math.max(ownLagMs, now - lastTick - SAMPLE_INTERVAL_MS);
    lastTick = now;
    sample();
  }, SAMPLE_INTERVAL_MS);
  probe();

  return {
    stop() {
      stopped = true;
      clearInterval(probing);
      clearInterval(sampling);
      sample();
      for (const sentAt of inFlight.keys()) settle(sentAt);
      agent.destroy();
      return { worstProbeMs, worstHeldMs, probes, peakRssMb, killedAtRssMb, ownLagMs };
    },
  };
}

/** Whether the server answers `{ __typename }` within `timeoutMs`. */
export async function responsive(server: ServerProcess, timeoutMs: number): Promise<boolean> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
  const agent = new http.Agent({ keepAlive: false });
  const answer = await Promise.race([
    send(
      server.origin,
      { method: 'POST', path: '/graphql', contentType: 'application/json', body: PROBE_BODY },
      { agent },
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
  agent.destroy();
  return answer !== null && answer.status === 200;
}

/**
 * Keeps one server process over one store: after a case that killed or stalled it, `replace()`
 * kills what is left (kill -9) and starts a new one on the same store, so the accounts and
 * articles made so far are still there for the next case.
 */
export class ServerKeeper {
  server: ServerProcess | null = null;

  constructor(
    private readonly site: Pick<TempSite, 'start'>,
    private readonly env: Record<string, string> = {},
  ) {}

  async start(): Promise<ServerProcess> {
    const server = await this.site.start(this.env);
    // Should the test process end abruptly, its server must not live on (a stalled one spins).
    const orphanGuard = () => server.child.kill('SIGKILL');
    process.once('exit', orphanGuard);
    server.child.once('exit', () => process.off('exit', orphanGuard));
    this.server = server;
    return server;
  }

  async replace(): Promise<ServerProcess> {
    await this.server?.kill9();
    return this.start();
  }

  async stop(): Promise<void> {
    await this.server?.kill9();
    this.server = null;
  }

  /** The memory the server settles at: waits up to RSS_SETTLE_MS for it to drop under `target`. */
  async settledRssMb(target: number): Promise<number | null> {
    const pid = this.server!.child.pid!;
    const deadline = performance.now() + RSS_SETTLE_MS;
    let mb = rssMb(pid);
    while (mb !== null && mb > target && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mb = rssMb(pid);
    }
    return mb;
  }
}
