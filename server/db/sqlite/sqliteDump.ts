import type { DumpTable } from '../dump';
import { StoreNotEmpty, dumpRowOf, insertValues, type DumpStore } from '../dumpStore';
import type { Statement } from 'better-sqlite3';
import type { FolioDatabase } from './database';
import { rebuildSearchIndex } from './search';

// The SQLite half of db:export / db:import. Columns are stored in the dump's own shapes (times
// as ISO text, sessions' times as epoch ms), so only BLOBs change form (base64 in the dump).

const quoted = (name: string) => `"${name}"`;

export function sqliteDump(db: FolioDatabase): DumpStore {
  const inserts = new Map<string, Statement<unknown[]>>();
  const insertInto = (table: DumpTable) => {
    let statement = inserts.get(table.name);
    if (!statement) {
      const columns = table.columns.map((column) => quoted(column.name));
      statement = db.prepare<unknown[]>(
        `INSERT INTO ${quoted(table.name)} (${columns.join(', ')})
         VALUES (${columns.map(() => '?').join(', ')})`,
      );
      inserts.set(table.name, statement);
    }
    return statement;
  };

  return {
    async *readTable(table) {
      const columns = table.columns.map((column) => quoted(column.name)).join(', ');
      const rows = db
        .prepare(
          `SELECT ${columns} FROM ${quoted(table.name)} ORDER BY ${table.key.map(quoted).join(', ')}`,
        )
        .iterate() as IterableIterator<Record<string, unknown>>;
      for (const row of rows) yield dumpRowOf(table, row);
    },

    async importRecords(records) {
      const counts = new Map<string, number>();
      // IMMEDIATE: the write lock is taken before the emptiness check, so no other process can
      // write between the check and the import (the transaction spans awaits: the CLI is the
      // connection's only user).
      db.exec('BEGIN IMMEDIATE');
      try {
        const occupied = db
          .prepare('SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM articles)')
          .pluck()
          .get();
        if (occupied) throw new StoreNotEmpty();
        // The migrations' own rows (the node-id key, the default sign-up policy) give way.
        db.exec('DELETE FROM secrets; DELETE FROM site_settings');
        for await (const { table, row } of records) {
          insertInto(table).run(...insertValues(table, row));
          counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
        }
        rebuildSearchIndex(db);
        db.exec('COMMIT');
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
      return counts;
    },
  };
}
