import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { applyMigrations } from './migrations';

/**
 * The SQLite store's connection. A plain better-sqlite3 connection: every query module
 * prepares its statements once per connection (see statements.ts); sqliteStore.ts puts the
 * Store interface over them.
 */
export type FolioDatabase = Database.Database;

export interface OpenDatabaseOptions {
  /** Called with every SQL statement executed (tests count statements with it). */
  verbose?: (sql: string) => void;
}

/**
 * Opens (creating if needed) the SQLite database at `file` and applies pending migrations.
 * `isNew` says the file had no migration before (openSqliteStore seeds it then).
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): FolioDatabase {
  return openDatabaseFile(file, options).db;
}

/** openDatabase, telling also whether the database was new. */
export function openDatabaseFile(
  file: string,
  options: OpenDatabaseOptions = {},
): { db: FolioDatabase; isNew: boolean } {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const verbose = options.verbose;
  const db = new Database(file, verbose ? { verbose: (sql) => verbose(String(sql)) } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // FULL syncs the WAL at every commit, so an acknowledged write survives a power loss, not
  // only a crash of the process (NORMAL's promise); its cost is measured in bench/durability.ts.
  db.pragma('synchronous = FULL');
  const { previousVersion } = applyMigrations(db);
  return { db, isNew: previousVersion === 0 };
}

/** Closes the connection; statements prepared on it become unusable. */
export function closeDatabase(db: FolioDatabase): void {
  if (db.open) db.close();
}
