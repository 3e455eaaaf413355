/**
 * The store a load suite's server runs on, of the engine the jest project names: a SQLite file
 * in a temp folder (the `load` project), or a fresh database in the run's one PostgreSQL
 * cluster (`load-postgres`: server/testing/postgresGlobalSetup.ts, FOLIO_TEST_STORE=postgres).
 * Every server a site starts opens the same store, so a restart after kill -9 finds what the
 * last one wrote.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { newPostgresDatabase, numbered, testEngine } from '../../server/testing/testStore';
import { type Launch, type ServerProcess, startServer, tempDir } from './support';

export interface TempSite {
  engine: 'sqlite' | 'postgres';
  /**
   * The SQLite file (FOLIO_DB). On PostgreSQL the server is given it too but keeps nothing
   * there: its media live in the database.
   */
  dbFile: string;
  /** Starts the real server (support.ts startServer) on this site's store. */
  start(
    env?: Record<string, string>,
    startTimeoutMs?: number,
    launch?: Launch,
  ): Promise<ServerProcess>;
  /** Reads the store from outside the server with SQL (`?` placeholders); returns the rows. */
  sql<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  /**
   * Whether every connection the server had to the store is closed. SQLite folds the
   * write-ahead log back and removes it when the last connection closes (after kill -9 it
   * stays). PostgreSQL lists each open connection in pg_stat_activity (waited for up to 5 s: a
   * backend leaves a moment after its client goes); there it shows that no process of the
   * server (a worker left running) still holds one, not how they were closed.
   */
  storeClosed(): Promise<boolean>;
  /** Removes the temp folder (the cluster, with its databases, goes at the run's end). */
  remove(): void;
}

export function tempSite(prefix: string): TempSite {
  const tmp = tempDir(prefix);
  if (testEngine() === 'sqlite') {
    return {
      engine: 'sqlite',
      dbFile: tmp.dbFile,
      start: (env = {}, startTimeoutMs, launch) =>
        startServer(tmp.dbFile, env, startTimeoutMs, launch),
      async sql<T>(text: string, ...params: unknown[]) {
        const db = new Database(tmp.dbFile, { readonly: true });
        try {
          return db.prepare(text).all(...params) as T[];
        } finally {
          db.close();
        }
      },
      storeClosed: async () => !fs.existsSync(`${tmp.dbFile}-wal`),
      remove: tmp.remove,
    };
  }

  // Made when the first server starts, so that a suite that never starts one leaves nothing.
  let made: Promise<string> | null = null;
  const database = () => (made ??= newPostgresDatabase());
  const query = async <T>(text: string, params: unknown[] = []) => {
    const client = new Client({ connectionString: await database() });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    engine: 'postgres',
    dbFile: tmp.dbFile,
    async start(env = {}, startTimeoutMs, launch) {
      const url = await database();
      return startServer(tmp.dbFile, { ...env, FOLIO_DATABASE_URL: url }, startTimeoutMs, launch);
    },
    sql: <T>(text: string, ...params: unknown[]) => query<T>(numbered(text), params),
    async storeClosed() {
      const others = `SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`;
      for (const deadline = Date.now() + 5000; ;) {
        const [row] = await query<{ n: string }>(others);
        if (Number(row!.n) === 0) return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    remove: tmp.remove,
  };
}
