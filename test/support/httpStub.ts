import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stub server received it. */
export interface RecordedRequest {
  readonly method: string;
  /** The path without the query string. */
  readonly path: string;
  /** The raw query string without '?', '' when there is none. */
  readonly search: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** Resolves when the client closes the connection before the answer was sent. */
  readonly closedEarly: Promise<void>;
}

/** Answers one recorded request; may leave `res` open to simulate a server that never answers. */
export type StubHandler = (request: RecordedRequest, res: ServerResponse) => void;

/** A real node:http server on 127.0.0.1 that records every request and answers through `handler`. */
export interface HttpStub {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Replaces the handler for the requests that follow. */
  handle(handler: StubHandler): void;
  /** Resolves with the n-th request (0-based) once it has arrived in full. */
  waitForRequest(index: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

/**
 * Starts a recording HTTP server on 127.0.0.1, port 0. The default handler
 * answers 200 `{"data":{}}`.
 */
export async function startHttpStub(): Promise<HttpStub> {
  let handler: StubHandler = (_request, res) => sendJson(res, 200, { data: {} });
  const requests: RecordedRequest[] = [];
  const waiters: Array<{ index: number; resolve: (request: RecordedRequest) => void }> = [];

  const server = createServer((req, res) => {
    const closedEarly = new Promise<void>((resolve) => {
      res.on('close', () => {
        if (!res.writableFinished) resolve();
      });
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawUrl = req.url ?? '/';
      const queryStart = rawUrl.indexOf('?');
      const search = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart),
        search,
        query: new URLSearchParams(search),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        closedEarly,
      };
      requests.push(request);
      for (const waiter of waiters.filter((w) => w.index === requests.length - 1)) {
        waiter.resolve(request);
      }
      handler(request, res);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    waitForRequest(index) {
      const arrived = requests[index];
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve) => waiters.push({ index, resolve }));
    },
    close() {
      // Requests left hanging on purpose must not keep the server open.
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Sends `body` as JSON with the given status. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Sends `body` as-is with the given status and content type. */
export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
}

/**
 * A URL on 127.0.0.1 where nothing listens, so connecting is refused: a port
 * the OS just handed out and that was released again.
 */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
