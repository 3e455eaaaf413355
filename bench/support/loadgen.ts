/**
 * A small HTTP load generator, run as its own process (`node --import tsx
 * bench/support/loadgen.ts '<json config>'`) so that the client's CPU is not
 * taken from the server being measured. N connections (keep-alive) each send
 * requests back to back for a fixed time; latencies after the warm-up are
 * recorded. Prints one JSON `LoadResult` on stdout and exits.
 */
import http from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadConfig {
  /** e.g. http://127.0.0.1:4000 (loopback only). */
  origin: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Sent round-robin. */
  requests: LoadRequest[];
  /**
   * Requests per second across all connections, sent on schedule whatever the answers' pace
   * (an open loop, as independent readers arrive); each latency counts from when its request
   * was due, so a server that falls behind shows as the wait it causes. Unset: each connection
   * sends its next request as soon as the last is answered (a closed loop: throughput).
   */
  ratePerSecond?: number;
  /**
   * Each connection as its own client behind a trusted proxy (the server run with
   * FOLIO_TRUST_PROXY=1): connection i sends `X-Forwarded-For: <this>.<i + 1>`, e.g. `203.0.113`.
   */
  forwardedFor?: string;
}

export interface LoadResult {
  /** Completed requests inside the measured window. */
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection failures, resets, timeouts. */
  transportErrors: number;
  /** Answers other than 200. */
  non200: number;
  /** 200 answers whose body carried GraphQL `errors` (the figures would be meaningless). */
  graphqlErrors: number;
}

/** The pth percentile (0–100) of sorted values, nearest-rank. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

const isJson = (type: string | undefined) => type !== undefined && /\bjson\b/.test(type);

// A request that hangs longer than this counts as a transport error instead of stalling the run.
const REQUEST_TIMEOUT_MS = 10_000;

async function run(config: LoadConfig): Promise<LoadResult> {
  const url = new URL(config.origin);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`loadgen only targets loopback, not ${url.hostname}`);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.connections });
  const started = performance.now();
  const measureFrom = started + config.warmupMs;
  const stopAt = measureFrom + config.durationMs;
  const latencies: number[] = [];
  const result = { transportErrors: 0, non200: 0, graphqlErrors: 0 };
  let next = 0;

  const interval = config.ratePerSecond ? 1000 / config.ratePerSecond : 0;
  const send = (request: LoadRequest, connection: number, due = performance.now()) =>
    new Promise<void>((resolve) => {
      const t0 = due;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: config.forwardedFor
            ? { ...request.headers, 'x-forwarded-for': `${config.forwardedFor}.${connection + 1}` }
            : request.headers,
          agent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const t1 = performance.now();
            // On a schedule, every request due in the window counts, however late its answer.
            if (t0 >= measureFrom && (interval ? t0 < stopAt : t1 <= stopAt)) {
              latencies.push(t1 - t0);
              if (res.statusCode !== 200) result.non200++;
              // Compressed bodies are not inspected; the bench checks bodies before loading. Nor
              // are pages: an article's text may well quote a GraphQL answer's "errors".
              else if (!res.headers['content-encoding'] && isJson(res.headers['content-type'])) {
                if (Buffer.concat(chunks).includes('"errors"')) result.graphqlErrors++;
              }
            }
            resolve();
          });
          res.on('error', () => {
            result.transportErrors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        if (performance.now() >= measureFrom) result.transportErrors++;
        resolve();
      });
      req.end(request.body);
    });

  const worker = async (connection: number) => {
    for (let k = 0; performance.now() < stopAt; k++) {
      const request = config.requests[next++ % config.requests.length]!;
      if (!interval) {
        await send(request, connection);
        continue;
      }
      const due = started + (k * config.connections + connection) * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (due < stopAt) await send(request, connection, due);
    }
  };
  await Promise.all(Array.from({ length: config.connections }, (_, i) => worker(i)));
  agent.destroy();

  const seconds = config.durationMs / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    ...result,
  };
}

if (require.main === module) {
  const config = JSON.parse(process.argv[2] ?? '') as LoadConfig;
  run(config).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (err: unknown) => {
      process.stderr.write(`loadgen: ${String(err)}\n`);
      process.exit(1);
    },
  );
}
