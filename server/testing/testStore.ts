// The engine-neutral test door: a fresh store of the engine the jest project names
// (FOLIO_TEST_STORE=postgres in the server-postgres project, SQLite otherwise), fixtures through
// the Store interface, and `sql` to look at rows with portable SQL on either engine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client as PgClient } from 'pg';
import { hashPasswordSync } from '../auth/passwords';
import { openStore, type StoreLocation } from '../db/openStore';
import type { NewUser } from '../db/accountStores';
import type { PostgresStore } from '../db/postgres/store';
import type { Role, UserRow } from '../db/rows';
import { sqliteOf } from '../db/sqlite/sqliteStore';
import type { Store } from '../db/store';
import { copySqliteTemplate, newPostgresFromTemplate } from './storeTemplates';

export interface TestStore {
  store: Store;
  /** Every SQL statement executed, in order (both engines report them through `verbose`). */
  statements: string[];
  /**
   * Runs portable SQL (`?` placeholders) on the store's engine and returns the rows (none for a
   * write without RETURNING).
   */
  sql<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  /** The first column of the first row as a number (PostgreSQL's COUNT is a bigint string). */
  count(text: string, ...params: unknown[]): Promise<number>;
  /** Inserts a user through the Store (password 'password1'). */
  createUser(handle: string, role?: Role): Promise<UserRow>;
  close(): Promise<void>;
}

/** The engine under test: the server-postgres jest project sets FOLIO_TEST_STORE=postgres. */
export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.FOLIO_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * Another Store on the database of `store` (a restart, or a second process): migrations
 * applied, nothing seeded. The caller closes it, before the TestStore.
 */
export async function reopenStore(store: Store): Promise<Store> {
  return openStore(locationOf(store), { seed: 'none' });
}

/** Where `store` is: its database's URL, or its SQLite file. */
export function locationOf(store: Store): StoreLocation {
  if (store.dialect === 'postgres') {
    return { dialect: 'postgres', url: (store as PostgresStore).db.pool.options.connectionString! };
  }
  return { dialect: 'sqlite', file: sqliteOf(store).name };
}

/** The run's cluster (globalSetup): its URL without a database. */
function postgresAdminUrl(): string {
  const admin = process.env.FOLIO_TEST_PG_URL;
  if (!admin)
    throw new Error('FOLIO_TEST_PG_URL is unset: run through the server-postgres project');
  return admin;
}

/** A new, empty database in the run's one cluster (globalSetup), named at random; its URL. */
export async function newPostgresDatabase(): Promise<string> {
  const admin = postgresAdminUrl();
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new PgClient({ connectionString: `${admin}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return `${admin}/${name}`;
}

/**
 * A fresh, migrated store: empty, or seeded with the demo content as `npm start` makes one.
 * On PostgreSQL each call is a new database in the run's one cluster (globalSetup), so test
 * files never see each other's rows.
 */
export async function tempStore(options: { demo?: boolean } = {}): Promise<TestStore> {
  const statements: string[] = [];
  const verbose = (s: string) => statements.push(s);
  const seed = options.demo ? 'demo' : 'none';
  // Copies of the run's templates (storeTemplates.ts).
  if (testEngine() === 'postgres') {
    const url = await newPostgresFromTemplate(postgresAdminUrl(), seed);
    const store = await openStore({ dialect: 'postgres', url }, { seed: 'none', verbose });
    return testStore(store, statements, () => store.close());
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const file = path.join(dir, 'folio.db');
  // Opened new and seeded here when the run has no templates.
  const copied = await copySqliteTemplate(file, seed);
  const store = await openStore(
    { dialect: 'sqlite', file },
    { seed: copied ? 'none' : seed, verbose },
  );
  return testStore(store, statements, async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

/** Runs portable SQL (`?` placeholders) on the store's own connection, whichever its engine. */
export function storeSql(store: Store): (text: string, params: unknown[]) => Promise<unknown[]> {
  if (store.dialect === 'postgres') {
    const { db } = store as PostgresStore;
    return async (text, params) => db.rows({ text: numbered(text), values: params });
  }
  const db = sqliteOf(store);
  return async (text, params) => {
    // A write (a test setting up state the Store has no method for) returns no rows, as on
    // PostgreSQL, instead of better-sqlite3's refusal to `all()` it.
    const statement = db.prepare(text);
    if (statement.reader) return statement.all(...params);
    statement.run(...params);
    return [];
  };
}

/** `?` placeholders as PostgreSQL's `$1, $2…` (test SQL has no `?` inside string literals). */
export function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

let cachedHash: string | null = null;

/** A user to insert (password 'password1'; one scrypt hash shared, for speed). */
export function testUser(handle: string, role: Role = 'AUTHOR'): NewUser {
  cachedHash ??= hashPasswordSync('password1');
  return {
    handle,
    name: handle.toUpperCase(),
    role,
    passwordHash: cachedHash,
    createdAt: new Date().toISOString(),
  };
}

/** Inserts a user through the Store (password 'password1'). */
export async function createStoreUser(
  store: Store,
  handle: string,
  role: Role = 'AUTHOR',
): Promise<UserRow> {
  const user = await store.users.insertUser(testUser(handle, role));
  if (!user) throw new Error(`handle ${handle} taken`);
  return user;
}

function testStore(store: Store, statements: string[], close: () => Promise<void>): TestStore {
  const query = storeSql(store);
  return {
    store,
    statements,
    sql: async <T>(text: string, ...params: unknown[]) => (await query(text, params)) as T[],
    async count(text, ...params) {
      const [row] = (await query(text, params)) as Record<string, unknown>[];
      return Number(Object.values(row ?? {})[0]);
    },
    createUser: (handle, role) => createStoreUser(store, handle, role),
    close,
  };
}
