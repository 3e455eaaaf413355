// Test doors into the server: a real SQLite file in a temp dir (its Store, and the connection
// under it for fixtures and for tests that look with SQL) and a small recording HttpSession that
// keeps the cookie between requests like a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createContext, type HttpSession } from '../graphql/context';
import type { Role, UserRow } from '../db/rows';
import { closeDatabase, openDatabaseFile, type FolioDatabase } from '../db/sqlite/database';
import { openSqliteStore, sqliteOf, sqliteStore } from '../db/sqlite/sqliteStore';
import { insertUser } from '../db/sqlite/users';
import type { Store } from '../db/store';
import { createSchema } from '../graphql/schema';
import { testUser } from './testStore';

export interface TempDatabase {
  /** What the app is given. */
  store: Store;
  /** The SQLite connection under it: for fixtures, and for tests that look with SQL. */
  db: FolioDatabase;
  file: string;
  /** Every SQL statement executed, in order. */
  statements: string[];
  close(): void;
}

/** Opens a fresh, empty database file in a new temp dir. */
export function tempDatabase(): TempDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const file = path.join(dir, 'folio.db');
  const statements: string[] = [];
  const { db } = openDatabaseFile(file, { verbose: (sql) => statements.push(sql) });
  return temp(sqliteStore(db), dir, file, statements);
}

/** A fresh database file seeded with the demo content, as `npm start` makes one. */
export async function tempDemoDatabase(): Promise<TempDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const file = path.join(dir, 'folio.db');
  const statements: string[] = [];
  const store = await openSqliteStore(file, { verbose: (sql) => statements.push(sql) });
  return temp(store, dir, file, statements);
}

function temp(store: Store, dir: string, file: string, statements: string[]): TempDatabase {
  const db = sqliteOf(store);
  return {
    store,
    db,
    file,
    statements,
    close() {
      closeDatabase(db);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An HttpSession that records what the server asked of the HTTP layer. */
export class RecordingSession implements HttpSession {
  token: string | null = null;
  ip = '127.0.0.1';
  readonly cookieLog: { action: 'set' | 'clear'; token?: string; maxAgeSeconds?: number }[] = [];

  setSessionCookie(token: string, maxAgeSeconds: number): void {
    this.token = token;
    this.cookieLog.push({ action: 'set', token, maxAgeSeconds });
  }

  clearSessionCookie(): void {
    this.token = null;
    this.cookieLog.push({ action: 'clear' });
  }
}

let sharedSchema: GraphQLSchema | null = null;

/** One browser: its cookie persists across requests; each request gets a new context. */
export class Client {
  readonly session = new RecordingSession();
  constructor(
    readonly store: Store,
    readonly clock: { now: number } = { now: Date.now() },
  ) {}

  /** Executes one operation in-process, as one HTTP request would. */
  async run<T = Record<string, unknown>>(
    source: string,
    variableValues?: Record<string, unknown>,
  ): Promise<ExecutionResult<T>> {
    sharedSchema ??= createSchema();
    return (await graphql({
      schema: sharedSchema,
      source,
      variableValues,
      contextValue: createContext(this.store, this.session, { now: () => this.clock.now }),
    })) as ExecutionResult<T>;
  }

  /** Executes and fails loudly on any GraphQL error. */
  async data<T = Record<string, unknown>>(
    source: string,
    variableValues?: Record<string, unknown>,
  ): Promise<T> {
    const result = await this.run<T>(source, variableValues);
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    return result.data as T;
  }
}

/** Inserts a user directly into a SQLite connection (password 'password1'). */
export function createUser(db: FolioDatabase, handle: string, role: Role = 'AUTHOR'): UserRow {
  const user = insertUser(db, testUser(handle, role));
  if (!user) throw new Error(`handle ${handle} taken`);
  return user;
}

/** A client signed in as `handle` through the signIn mutation. */
export async function signedIn(
  store: Store,
  handle: string,
  clock?: { now: number },
): Promise<Client> {
  const client = new Client(store, clock);
  const data = await client.data<{ signIn: { userErrors: unknown[] } }>(
    `mutation { signIn(input: { handle: "${handle}", password: "password1" }) { userErrors { message } } }`,
  );
  if (data.signIn.userErrors.length) throw new Error(`cannot sign in ${handle}`);
  return client;
}

/** What Folio's client sends with every GraphQL request. */
export const CLIENT_HEADERS = {
  accept: 'application/graphql-response+json, application/json;q=0.9',
  'content-type': 'application/json',
};

/**
 * POSTs one GraphQL request to a real server's `endpoint` as Folio's client does (`headers` added
 * or replacing its own); a string body is sent as it is.
 */
export function postGraphQL(
  endpoint: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `extensions.code` of the first error of a result. */
export function errorCode(result: ExecutionResult): unknown {
  return result.errors?.[0]?.extensions?.code;
}
