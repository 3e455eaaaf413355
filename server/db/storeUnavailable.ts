// Errors that say the database cannot be reached or cannot serve right now, rather than that a
// request or the code is wrong: the HTTP layer answers them 503 with Retry-After (a client and a
// load balancer may try again), where any other unexpected error is a masked 500.

/**
 * PostgreSQL SQLSTATEs: connection exceptions, the server shutting down or starting, too many
 * connections; and 55000 when its message says the database accepts none (ALLOW_CONNECTIONS).
 */
const POSTGRES_UNAVAILABLE = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const NOT_ACCEPTING_CONNECTIONS = 'is not currently accepting connections';
/** Node's socket errors on the way to the database. */
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
/** SQLite: the file is locked by another writer for longer than the busy timeout. */
const SQLITE_UNAVAILABLE = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
/** node-postgres's own errors, which carry no code: a dropped connection, a full pool. */
const PG_CLIENT_UNAVAILABLE = ['Connection terminated', 'timeout exceeded when trying to connect'];

/** Whether `error` (or an error it was caused by) means the store is unavailable for now. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let depth = 0; error instanceof Error && depth < 5; depth++) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (POSTGRES_UNAVAILABLE.has(code)) return true;
      if (code === '55000' && error.message.includes(NOT_ACCEPTING_CONNECTIONS)) return true;
      if (SOCKET_UNAVAILABLE.has(code) || SQLITE_UNAVAILABLE.has(code)) return true;
    }
    if (PG_CLIENT_UNAVAILABLE.some((start) => (error as Error).message.startsWith(start))) {
      return true;
    }
    error = error.cause;
  }
  return false;
}
