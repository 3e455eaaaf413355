// Test doors for db:export / db:import: a store's whole dump as text, and a SQLite store's
// kept tables read with SQL (what the dump must carry, seen without the dump's own code).
import { PassThrough } from 'node:stream';
import { DUMP_TABLES } from '../db/dump';
import { exportStore } from '../db/dumpFile';
import { sqliteOf } from '../db/sqlite/sqliteStore';
import type { Store } from '../db/store';
import type { MediaStore } from '../media/store';
import type { TestStore } from './testStore';

/** The store's dump (sessions and media included), as db:export writes it. */
export async function dumpText(store: Store, media: MediaStore): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await exportStore(store, media, out, { sessions: true });
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

/** Every row of every kept table of a SQLite store, read with SQL, in key order. */
export function sqliteTables(store: Store): Record<string, unknown[]> {
  const db = sqliteOf(store);
  return Object.fromEntries(
    DUMP_TABLES.map((table) => [
      table.name,
      db.prepare(`SELECT * FROM ${table.name} ORDER BY ${table.key.join(', ')}`).all(),
    ]),
  );
}

/** Every row of every kept table of a test store of either engine, read with SQL, in key order. */
export async function storeTables(t: TestStore): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of DUMP_TABLES) {
    tables[table.name] = await t.sql(
      `SELECT * FROM ${table.name} ORDER BY ${table.key.join(', ')}`,
    );
  }
  return tables;
}

/** Every file of a media store, by name, read whole. */
export async function mediaFiles(media: MediaStore): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const name of media.list()) {
    const file = await media.open(name);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    files.set(name, Buffer.concat(chunks));
  }
  return files;
}
