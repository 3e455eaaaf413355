import type Database from 'better-sqlite3';
import type { FolioDatabase } from '../db/database';

/**
 * A value that changes whenever the store may have changed: SQLite's own counters, so no
 * write path (a mutation, the scheduler, an upload, the CLI in another process) has to
 * remember to announce itself. `total_changes()` counts the rows this connection inserted,
 * updated or deleted (triggers and foreign-key actions included); `PRAGMA data_version`
 * changes when another connection commits. A rolled-back write changes it too: a needless
 * miss, never a stale hit. Two prepared statements, about a microsecond a call.
 */
export function storeGeneration(db: FolioDatabase): () => string {
  let statements: { changes: Database.Statement; version: Database.Statement } | null = null;
  return () => {
    statements ??= {
      changes: db.prepare('SELECT total_changes()').pluck(),
      version: db.prepare('PRAGMA data_version').pluck(),
    };
    return `${String(statements.version.get())}:${String(statements.changes.get())}`;
  };
}
