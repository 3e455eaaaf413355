import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { applyMigrations } from './migrations';
import { seedDemo } from './seed/seed';

/**
 * The store. A plain better-sqlite3 connection: every query module prepares its
 * statements once per connection (see statements.ts), so there is nothing to wrap.
 */
export type FolioDatabase = Database.Database;

export interface OpenDatabaseOptions {
  /** Seed demo content when the database is new (default 'demo'). */
  seed?: 'demo' | 'none';
  /** Called with every SQL statement executed (tests count statements with it). */
  verbose?: (sql: string) => void;
}

/**
 * Opens (creating if needed) the SQLite database at `file`, applies pending
 * migrations and, when the file was new, seeds the demo content.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): FolioDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const verbose = options.verbose;
  const db = new Database(file, verbose ? { verbose: (sql) => verbose(String(sql)) } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // FULL syncs the WAL at every commit, so an acknowledged write survives a
  // power loss, not only a crash of the process (NORMAL's promise); its cost
  // is measured in bench/durability.ts.
  db.pragma('synchronous = FULL');
  const { previousVersion } = applyMigrations(db);
  if (previousVersion === 0 && (options.seed ?? 'demo') !== 'none') {
    try {
      seedDemo(db);
    } catch (error) {
      // A half-made demo database would never be seeded again: remove it so the next start retries.
      db.close();
      if (file !== ':memory:') {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      }
      throw error;
    }
  }
  return db;
}

/** Closes the connection; statements prepared on it become unusable. */
export function closeDatabase(db: FolioDatabase): void {
  if (db.open) db.close();
}
