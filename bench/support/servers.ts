import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler } from 'graphql-http/lib/use/http';
import { createContext, SESSION_COOKIE } from '../../server/graphql/context';
import type { Context, HttpSession } from '../../server/graphql/context';
import { openDatabase } from '../../server/db/sqlite/database';
import { sqliteStore } from '../../server/db/sqlite/sqliteStore';
import { createFolioServer } from '../../server/http/http';
import { createSchema } from '../../server/graphql/schema';

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

async function listen(server: http.Server, onClose: () => void): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      onClose();
    },
  };
}

/** Folio's own server (server/http/http.ts) over its own connection to `dbFile`. */
export function startFolioServer(dbFile: string): Promise<RunningServer> {
  const store = sqliteStore(openDatabase(dbFile));
  const server = createFolioServer({
    store,
    schema: createSchema(),
    clientDir: null,
    mediaDir: null,
  });
  return listen(server, () => void store.close());
}

/**
 * The baseline a team gets by default: graphql-http's node:http adapter with
 * the same executable schema and context, and nothing else (no document
 * cache, no depth rule, no compression, no tuning).
 */
export function startPlainServer(dbFile: string): Promise<RunningServer> {
  const store = sqliteStore(openDatabase(dbFile));
  const handler = createHandler<Context>({
    schema: createSchema(),
    context: (req) => createContext(store, plainSession(req.raw)),
  });
  const server = http.createServer((req, res) => {
    if (req.url?.split('?')[0] !== '/graphql') {
      res.writeHead(404).end();
      return;
    }
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return listen(server, () => void store.close());
}

// The same session door Folio's context expects; the benchmarked reads never set cookies.
function plainSession(req: http.IncomingMessage): HttpSession {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '');
  return {
    token: match?.[1] || null,
    ip: req.socket.remoteAddress ?? '',
    setSessionCookie() {},
    clearSessionCookie() {},
  };
}
