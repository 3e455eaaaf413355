/**
 * Reaching a given worker of a pool (FOLIO_WORKERS > 1): the primary hands each new
 * connection to the next worker, so a test opens keep-alive connections, one per agent, and
 * sorts them by the process that answered (`x-folio-worker`, sent only under
 * FOLIO_WORKER_HEADER=1). Every answer is checked to come from the door's worker: a
 * connection the server closed would be reopened to whichever worker is next.
 */
import http from 'node:http';
import { CLIENT_HEADERS } from './support';

export interface DoorAnswer<T> {
  status: number;
  json: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  body: string;
  setCookie: string[];
  headers: http.IncomingHttpHeaders;
  /** The pid of the process that answered. */
  worker: string;
}

export interface WorkerDoor {
  /** The pid of the worker this door's connection reaches. */
  worker: string;
  get(path: string, headers?: Record<string, string>): Promise<DoorAnswer<never>>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<DoorAnswer<T>>;
  close(): void;
}

function send(
  agent: http.Agent,
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<DoorAnswer<never>> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, origin), { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({
          status: res.statusCode ?? 0,
          json,
          body: text,
          setCookie: res.headers['set-cookie'] ?? [],
          headers: res.headers,
          worker: String(res.headers['x-folio-worker'] ?? ''),
        });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** One keep-alive connection, pinned to whichever worker took it. */
export async function openDoor(origin: string): Promise<WorkerDoor> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await send(agent, origin, 'GET', '/robots.txt', {});
  const worker = first.worker;
  if (!worker) throw new Error('no x-folio-worker header: is FOLIO_WORKER_HEADER=1 set?');
  const checked = async <T>(answer: Promise<DoorAnswer<never>>) => {
    const done = await answer;
    if (done.worker !== worker) {
      throw new Error(`a door to worker ${worker} was answered by ${done.worker || 'nobody'}`);
    }
    return done as unknown as DoorAnswer<T>;
  };
  return {
    worker,
    get: (path, headers = {}) => checked(send(agent, origin, 'GET', path, headers)),
    graphql: (query, variables = {}, headers = {}) => {
      const operationName = /^(?:query|mutation)\s+(\w+)/.exec(query.trim())?.[1] ?? null;
      const body = JSON.stringify({ operationName, variables, query });
      return checked(
        send(agent, origin, 'POST', '/graphql', { ...CLIENT_HEADERS, ...headers }, body),
      );
    },
    close: () => agent.destroy(),
  };
}

/**
 * Opens connections until `perWorker` reach each of `workers` distinct processes (the
 * extra ones are closed). Gives up after 20 connections beyond what is needed.
 */
export async function openDoors(
  origin: string,
  workers: number,
  perWorker = 1,
): Promise<WorkerDoor[][]> {
  const byWorker = new Map<string, WorkerDoor[]>();
  for (let tries = 0; tries < workers * perWorker + 20; tries++) {
    const door = await openDoor(origin);
    const list = byWorker.get(door.worker) ?? [];
    if (list.length < perWorker) list.push(door);
    else door.close();
    byWorker.set(door.worker, list);
    const full = [...byWorker.values()].filter((doors) => doors.length === perWorker);
    if (full.length === workers) return full;
  }
  for (const doors of byWorker.values()) for (const door of doors) door.close();
  throw new Error(`could not reach ${workers} workers: saw ${[...byWorker.keys()].join(', ')}`);
}
