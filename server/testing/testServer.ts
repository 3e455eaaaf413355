import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import type { Role, UserRow } from '../db/rows';
import type { FolioDatabase } from '../db/sqlite/database';
import { openStore, type StoreLocation } from '../db/openStore';
import { sqliteOf } from '../db/sqlite/sqliteStore';
import type { Store } from '../db/store';
import { createFolioServer } from '../http/http';
import type { LiveOptions } from '../http/liveComments';
import { seedDemoImages } from '../db/seed/demoImages';
import type { ExposedDemoAccounts } from '../db/seed/demoPasswords';
import { mediaStoreFor } from '../media/mediaStoreFor';
import type { MediaStore } from '../media/store';
import type { UploadLimits } from '../media/uploadLimits';
import type { ServerMarkdown } from '../render/serverMarkdown';
import { createSchema } from '../graphql/schema';
import { copySqliteTemplate } from './storeTemplates';
import { createStoreUser, locationOf, storeSql, tempStore, testEngine } from './testStore';

export interface TestServer {
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  /** origin + '/graphql' */
  endpoint: string;
  /** The store the server runs on. */
  store: Store;
  /** Where that store is: `startTestServer({ location })` opens a second server on it. */
  location: StoreLocation;
  /** The SQLite connection under it, for tests that look with SQL (SQLite runs only). */
  db: FolioDatabase;
  /** Portable SQL (`?` placeholders) on either engine: server/testing/testStore.ts. */
  sql<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  /** Inserts a user through the Store (password 'password1'). */
  createUser(handle: string, role?: Role): Promise<UserRow>;
  /** The SQLite file (SQLite runs only). */
  dbFile: string;
  /** Where uploads are stored, as in production: in the database on PostgreSQL. */
  media: MediaStore;
  /** The folder of uploads beside the database file (SQLite runs only). */
  mediaDir: string;
  logs: string[];
  /** The same lines with their level (pino's: 30 info, 40 warn, 50 error) and request id. */
  logRecords: { level: number; msg: string; reqId?: string }[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: 'demo' | 'none';
  /**
   * Serve this database file instead of a new one (it is left in place on
   * close): with `port`, a test can stop the server and start it again as
   * the browser knew it.
   */
  dbFile?: string;
  /**
   * Serve the store at this location (a TestServer's `location`), left in place on close: a
   * second server on one store is what a second worker process (FOLIO_WORKERS) is.
   */
  location?: StoreLocation;
  /** Listen on this port instead of a free one. */
  port?: number;
  schema?: GraphQLSchema;
  clientDir?: string | null;
  mediaDir?: string | null;
  /** With seed 'demo': give the demo articles covers and its users avatars (a few seconds). */
  demoImages?: boolean;
  /** Upload limits other than the defaults (server/media/uploadLimits.ts). */
  uploadLimits?: Partial<UploadLimits>;
  /** The server renderer's bundle; null serves the SPA shell (default: the built one, if any). */
  rendererBundle?: string | null;
  /** False: pages sent once wholly rendered, as before they were streamed (benchmarks). */
  streamPages?: boolean;
  /**
   * Multiplies every write budget (server/auth/writeLimits.ts), as FOLIO_WRITE_LIMIT_FACTOR does:
   * for a suite that stores a corpus from one account faster than any person writes.
   */
  writeLimitFactor?: number;
  /**
   * The Markdown renderer (its threads and cache) to use instead of a new one, left running on
   * close: the browser suites share one per jest worker (test/browserEnvironment.ts).
   */
  markdown?: ServerMarkdown;
  /** Live updates' limits and clocks other than the defaults (server/http/liveComments.ts). */
  live?: LiveOptions;
  /** Serve as main.ts does off loopback (HOST=0.0.0.0): with this check of the demo passwords. */
  exposedDemoAccounts?: (store: Store) => ExposedDemoAccounts;
}

/**
 * Starts the real Folio server on 127.0.0.1 (a free port) over a new SQLite
 * file in a temporary folder, removed again by close(); in the server-postgres
 * jest project (and without `dbFile` or `location`), over a new PostgreSQL database instead.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const given: StoreLocation | null =
    options.location ?? (options.dbFile ? { dialect: 'sqlite', file: options.dbFile } : null);
  const onPostgres = !given && testEngine() === 'postgres';
  const temp = onPostgres ? await tempStore({ demo: options.seed === 'demo' }) : null;
  const dir = given || temp ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const file = dir ? path.join(dir, 'folio.db') : null;
  const seed = options.seed ?? 'none';
  // A new SQLite file (ours, or the caller's not made yet): a copy of the run's template
  // (storeTemplates.ts), or made on opening.
  const named = options.location ? null : options.dbFile;
  const fresh = file ?? (named && !fs.existsSync(named) ? named : null);
  const copied = fresh ? await copySqliteTemplate(fresh, seed) : false;
  const store =
    temp?.store ??
    (await openStore(given ?? { dialect: 'sqlite', file: file! }, {
      seed: copied ? 'none' : seed,
    }));
  const location = locationOf(store);
  const sqlite = location.dialect === 'sqlite' ? sqliteOf(store) : null;
  const query = storeSql(store);
  const logs: string[] = [];
  const logRecords: TestServer['logRecords'] = [];
  // Uploads where production keeps them (server/media/mediaStoreFor.ts): in PostgreSQL when it
  // is the store, else a folder beside the database file, removed with it.
  const { media: mediaStore, shown: mediaShown } = mediaStoreFor(store, location, null);
  if (options.demoImages) await seedDemoImages(store, mediaStore);
  const server = createFolioServer({
    store,
    schema: options.schema ?? createSchema(),
    clientDir: options.clientDir ?? null,
    mediaDir: options.mediaDir ?? null,
    mediaStore,
    uploadLimits: options.uploadLimits,
    markdown: options.markdown,
    writeLimitFactor: options.writeLimitFactor,
    live: options.live,
    ...(options.rendererBundle !== undefined ? { rendererBundle: options.rendererBundle } : {}),
    ...(options.streamPages !== undefined ? { streamPages: options.streamPages } : {}),
    exposedDemoAccounts: options.exposedDemoAccounts?.(store) ?? null,
    // Each pino line's message, as a reader of the log would see it.
    log: {
      stream: {
        write: (line) => {
          const { level, msg, reqId } = JSON.parse(line);
          logs.push(msg);
          logRecords.push({ level, msg, reqId });
        },
      },
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    media: mediaStore,
    get mediaDir() {
      if (!sqlite) throw new Error('TestServer.mediaDir is SQLite only: media live in PostgreSQL');
      return mediaShown;
    },
    endpoint: `${origin}/graphql`,
    store,
    get db() {
      // A suite that peeks with SQLite SQL is not run on PostgreSQL (jest.config.js).
      if (!sqlite) throw new Error('TestServer.db is SQLite only');
      return sqlite;
    },
    sql: async <T>(text: string, ...params: unknown[]) => (await query(text, params)) as T[],
    createUser: (handle: string, role?: Role) => createStoreUser(store, handle, role),
    location,
    get dbFile() {
      if (location.dialect !== 'sqlite') throw new Error('TestServer.dbFile is SQLite only');
      return location.file;
    },
    logs,
    logRecords,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await (temp ? temp.close() : store.close());
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
