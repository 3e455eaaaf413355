import pg from 'pg';

// The connection pool of the PostgreSQL store: one per process. Its size is per process, so a
// deployment's connections are FOLIO_PG_POOL_SIZE × processes × machines, which must stay under
// the server's max_connections (100 by default) or go through a pooler (PgBouncer in
// transaction mode: the store uses no session state outside a transaction).

/** Connections per process when FOLIO_PG_POOL_SIZE is unset: ~2× the cores of a small machine. */
export const DEFAULT_POOL_SIZE = 8;
/** How long one statement may run before the server cancels it (FOLIO_PG_STATEMENT_TIMEOUT_MS). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

export interface PoolSettings {
  size: number;
  statementTimeoutMs: number;
  /**
   * Whether fixed statements are named, so each connection prepares them once (default). Off
   * (FOLIO_PG_PREPARED=0) for a pooler in transaction mode that cannot follow named statements
   * from one server connection to another (PgBouncer before 1.21): every statement is then
   * parsed and planned anew.
   */
  prepared?: boolean;
}

/**
 * The pool's settings from `env` (read by server/process/settings.ts); throws a plain message on
 * a bad value.
 */
export function poolSettingsFromEnv(env: NodeJS.ProcessEnv): PoolSettings {
  return {
    size: wholeNumber(env, 'FOLIO_PG_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 1000),
    statementTimeoutMs: wholeNumber(
      env,
      'FOLIO_PG_STATEMENT_TIMEOUT_MS',
      DEFAULT_STATEMENT_TIMEOUT_MS,
      100,
      3_600_000,
    ),
    prepared: flag(env, 'FOLIO_PG_PREPARED', true),
  };
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '0' || raw === '1') return raw === '1';
  throw new Error(`${name} must be 0 or 1, not "${raw}".`);
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

const INT8_OID = 20;

// bigint (ids, epoch-millisecond clocks, count(*)) as a JavaScript number, as better-sqlite3
// returns it: every value the store keeps is far below 2^53. A value beyond would be a bug, so
// it throws rather than rounding silently.
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`bigint ${text} is beyond a safe integer`);
  return value;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A pool on `url` (FOLIO_DATABASE_URL). Every connection gets the statement timeout, a limit on
 * time idle inside a transaction (a stuck transaction must not hold its locks for long), UTC
 * and the application name `folio` (pg_stat_activity shows who is connected).
 */
export function createPool(url: string, settings: PoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.size,
    types,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: Math.max(settings.statementTimeoutMs, 30_000),
    application_name: 'folio',
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server ended (a restart, a pooler) emits here; without a listener
  // the process would die. The next query takes another connection.
  pool.on('error', () => {});
  return pool;
}

/** A connection or the pool: what a query runs on, inside or outside a transaction. */
export type Queryable = pg.Pool | pg.PoolClient;

/**
 * Runs `work` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it
 * throws (and the error goes on).
 */
export async function transaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Whether an error is PostgreSQL's unique violation (SQLSTATE 23505), optionally on `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
