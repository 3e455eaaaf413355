// Test doors into the server: a real SQLite file in a temp dir and a small
// recording HttpSession that keeps the cookie between requests like a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createContext, type HttpSession } from '../context';
import { closeDatabase, openDatabase, type FolioDatabase } from '../db/database';
import { hashPasswordSync } from '../auth/passwords';
import type { Role, UserRow } from '../db/rows';
import { insertUser } from '../db/users';
import { createSchema } from '../schema';

export interface TempDatabase {
  db: FolioDatabase;
  file: string;
  /** Every SQL statement executed, in order. */
  statements: string[];
  close(): void;
}

/** Opens a fresh database file in a new temp dir (no demo content unless asked). */
export function tempDatabase(seed: 'demo' | 'none' = 'none'): TempDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const file = path.join(dir, 'folio.db');
  const statements: string[] = [];
  const db = openDatabase(file, { seed, verbose: (sql) => statements.push(sql) });
  return {
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
    readonly db: FolioDatabase,
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
      contextValue: createContext(this.db, this.session, { now: () => this.clock.now }),
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

let cachedHash: string | null = null;

/** Inserts a user directly (password 'password1'); one scrypt hash is shared to keep tests fast. */
export function createUser(db: FolioDatabase, handle: string, role: Role = 'AUTHOR'): UserRow {
  cachedHash ??= hashPasswordSync('password1');
  const user = insertUser(db, {
    handle,
    name: handle.toUpperCase(),
    role,
    passwordHash: cachedHash,
    createdAt: new Date().toISOString(),
  });
  if (!user) throw new Error(`handle ${handle} taken`);
  return user;
}

/** A client signed in as `handle` through the signIn mutation. */
export async function signedIn(
  db: FolioDatabase,
  handle: string,
  clock?: { now: number },
): Promise<Client> {
  const client = new Client(db, clock);
  const data = await client.data<{ signIn: { userErrors: unknown[] } }>(
    `mutation { signIn(input: { handle: "${handle}", password: "password1" }) { userErrors { message } } }`,
  );
  if (data.signIn.userErrors.length) throw new Error(`cannot sign in ${handle}`);
  return client;
}

/** The `extensions.code` of the first error of a result. */
export function errorCode(result: ExecutionResult): unknown {
  return result.errors?.[0]?.extensions?.code;
}
