import { DUMP_TABLES, type DumpColumn, type DumpTable } from '../dump';
import { StoreNotEmpty, dumpRowOf, insertValues, type DumpStore } from '../dumpStore';
import type { ArticleRow } from '../rows';
import type { Exec, PgDb } from './db';
import { searchEntry } from '../../domain/searchEntry';
import { writeSearchEntry } from './search';

// The PostgreSQL half of db:export / db:import: timestamptz read out as the dump's ISO text
// (folio_iso, as the rows are) and written back with a cast, bytea as base64. Text keys sort
// as bytes (COLLATE "C"), as SQLite sorts them, so both engines write a store's dump line for
// line alike.

/** Rows per round trip when reading a table (keyset pages: bounded memory at any size). */
const PAGE = 1000;

const quoted = (name: string) => `"${name}"`;

function selected(column: DumpColumn): string {
  const name = quoted(column.name);
  return column.type === 'time' ? `folio_iso(${name}) AS ${name}` : name;
}

/** The key's columns as they sort: text as bytes (COLLATE "C"), as SQLite compares it. */
function keyColumns(table: DumpTable): string {
  return table.key
    .map((key) => {
      const column = table.columns.find((c) => c.name === key)!;
      return column.type === 'text' ? `${quoted(key)} COLLATE "C"` : quoted(key);
    })
    .join(', ');
}

function insertSql(table: DumpTable): string {
  const placeholders = table.columns.map((column, i) =>
    column.type === 'time' ? `$${i + 1}::timestamptz` : `$${i + 1}`,
  );
  return `INSERT INTO ${quoted(table.name)} (${table.columns.map((c) => quoted(c.name)).join(', ')})
    VALUES (${placeholders.join(', ')})`;
}

/** Tables whose `id` is an identity: after an import, the next id follows the largest one. */
const IDENTITY_TABLES = DUMP_TABLES.filter(
  (table) => table.key.length === 1 && table.key[0] === 'id' && table.columns[0]!.type === 'int',
).map((table) => table.name);

async function rebuildDerived(tx: Exec): Promise<void> {
  const published = await tx.rows<Pick<ArticleRow, 'id' | 'title' | 'body' | 'status'>>({
    text: `SELECT id, title, body, status FROM articles WHERE status = 'PUBLISHED'`,
  });
  for (const article of published) await writeSearchEntry(tx, article.id, searchEntry(article));
  for (const table of IDENTITY_TABLES) {
    await tx.run({
      text: `SELECT setval(pg_get_serial_sequence('${table}', 'id'),
        COALESCE((SELECT max(id) FROM ${quoted(table)}), 1),
        (SELECT max(id) FROM ${quoted(table)}) IS NOT NULL)`,
    });
  }
}

export function postgresDump(db: PgDb): DumpStore {
  return {
    async *readTable(table) {
      const columns = table.columns.map(selected).join(', ');
      const keys = keyColumns(table);
      const after = table.key.map((_, i) => `$${i + 1}`).join(', ');
      let last: unknown[] | null = null;
      for (;;) {
        // A dump is taken of a store at rest (the CLI's job): page by page, bounded memory.
        const rows: Record<string, unknown>[] = await db.rows<Record<string, unknown>>({
          text: `SELECT ${columns} FROM ${quoted(table.name)}
            ${last ? `WHERE (${keys}) > (${after})` : ''} ORDER BY ${keys} LIMIT ${PAGE}`,
          values: last ?? [],
        });
        for (const row of rows) yield dumpRowOf(table, row);
        if (rows.length < PAGE) return;
        const final: Record<string, unknown> = rows[rows.length - 1]!;
        last = table.key.map((key): unknown => final[key]);
      }
    },

    importRecords(records) {
      return db.tx(async (tx) => {
        // No other process may add content between the emptiness check and the import.
        await tx.run({ text: 'LOCK TABLE users, articles IN EXCLUSIVE MODE' });
        const occupied = await tx.first({
          text: 'SELECT 1 WHERE EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM articles)',
        });
        if (occupied) throw new StoreNotEmpty();
        // The migrations' own rows (the node-id key, the default sign-up policy) give way.
        await tx.run({ text: 'DELETE FROM secrets' });
        await tx.run({ text: 'DELETE FROM site_settings' });
        const counts = new Map<string, number>();
        const inserts = new Map<string, string>();
        for await (const { table, row } of records) {
          let text = inserts.get(table.name);
          if (!text) inserts.set(table.name, (text = insertSql(table)));
          await tx.run({
            name: `dump.insert.${table.name}`,
            text,
            values: insertValues(table, row),
          });
          counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
        }
        await rebuildDerived(tx);
        return counts;
      });
    },
  };
}
