import type http from 'node:http';
import { buildApp, type FolioAppOptions } from './app';

export { CONTENT_SECURITY_POLICY } from './securityHeaders';
export type FolioServerOptions = FolioAppOptions;

/**
 * Folio's HTTP server (server/http/app.ts) as the node:http server it runs on,
 * unlistened: for tests and benches that listen and close it themselves.
 * `npm start` (main.ts) listens through Fastify, which also shuts it down.
 */
export function createFolioServer(options: FolioServerOptions): http.Server {
  return buildApp(options).server;
}
