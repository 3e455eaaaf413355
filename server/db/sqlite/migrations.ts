import path from 'node:path';
import type Database from 'better-sqlite3';
import { readMigrations } from '../migrationFiles';
import { rebuildSearchIndex } from './search';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * What a migration needs beyond SQL, run after its SQL in its transaction: a rebuilt search index
 * holds text that only TypeScript derives from the Markdown (plainText.ts, searchSymbols.ts).
 */
const STEPS: Record<number, (db: Database.Database) => void> = {
  4: rebuildSearchIndex,
};

/**
 * Applies the numbered migrations in server/db/sqlite/migrations that this database
 * has not seen, each in its own transaction, and records them. Returns the
 * version the database had before (0 for a new database).
 */
export function applyMigrations(db: Database.Database): {
  previousVersion: number;
  applied: string[];
} {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const seen = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  const previousVersion = Math.max(0, ...seen);
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const applied: string[] = [];
  for (const migration of readMigrations(MIGRATIONS_DIR)) {
    // By version seen rather than above the highest: a test can replay one migration alone.
    if (seen.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      STEPS[migration.version]?.(db);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.name);
  }
  return { previousVersion, applied };
}
