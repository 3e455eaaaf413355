import path from 'node:path';
import type pg from 'pg';
import { readMigrations } from '../migrationFiles';

// Numbered migrations of the PostgreSQL store (migrations/NNN_name.sql, their own numbers,
// apart from SQLite's), each run in its own transaction and recorded in schema_migrations.
// Every process runs this at start-up and `npm run folio -- db:migrate` runs it as a release
// step: a session-level advisory lock makes concurrent runs take turns, so the second finds
// the migrations applied and does nothing.

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** The advisory lock key of migrations: "Foli" in ASCII; no other lock of Folio's uses it. */
export const MIGRATION_LOCK = 0x466f6c69;

export interface MigrationResult {
  /** The highest version applied before this run (0 for a new database). */
  previousVersion: number;
  /** The files applied by this run, in order. */
  applied: string[];
}

/**
 * Applies the migrations this database has not seen, each in a transaction, under
 * `pg_advisory_lock`, on one connection of `pool` (released, and the lock with it, at the end).
 */
export async function migratePostgres(pool: pg.Pool): Promise<MigrationResult> {
  const client = await pool.connect();
  let locked = false;
  try {
    // Migrations may take longer than a request's statement timeout.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    locked = true;
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const seen = new Set(rows.map((row) => row.version));
    const previousVersion = Math.max(0, ...seen);
    const applied: string[] = [];
    for (const migration of readMigrations(MIGRATIONS_DIR)) {
      if (seen.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(migration.name);
    }
    return { previousVersion, applied };
  } finally {
    if (locked)
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
}
