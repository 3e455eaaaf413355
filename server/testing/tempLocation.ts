// Where a test that makes its own store (opening, seeding, the command line) may make it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoreLocation } from '../db/openStore';
import { newPostgresDatabase, testEngine } from './testStore';

export interface TempLocation {
  /** Where a store of the engine under test may be made, nothing there yet. */
  location: StoreLocation;
  /** The environment that names it to the server or the CLI (FOLIO_DATABASE_URL or FOLIO_DB). */
  env: Record<string, string>;
  /** A folder of its own, for media beside a SQLite file and other files a test writes. */
  dir: string;
  /** Removes the folder (the run's cluster, with its databases, goes at teardown). */
  remove(): void;
}

/**
 * A place for a new store of the engine under test, not yet opened: for tests of opening,
 * seeding and the CLI, which make the store themselves. On PostgreSQL an empty database (no
 * migration yet); on SQLite a file path in a new temp folder.
 */
export async function tempLocation(): Promise<TempLocation> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-test-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  if (testEngine() === 'postgres') {
    const url = await newPostgresDatabase();
    return {
      location: { dialect: 'postgres', url },
      env: { FOLIO_DATABASE_URL: url },
      dir,
      remove,
    };
  }
  const file = path.join(dir, 'data', 'folio.db');
  return { location: { dialect: 'sqlite', file }, env: { FOLIO_DB: file }, dir, remove };
}
