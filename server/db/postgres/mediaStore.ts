import { Readable } from 'node:stream';
import type { MediaStore } from '../../media/store';
import type { Store } from '../store';
import type { PgDb } from './db';
import { statement } from './db';

// Uploaded images' renditions kept in PostgreSQL when it is the store, so every process on
// every machine serves the same files. Names carry the content hash (server/media/names.ts), so
// a name's bytes never change: a put of a stored name does nothing, and answers stay immutable
// for a CDN. A rendition is at most a few hundred KB, read whole into memory per request.

const SAFE_NAME = /^[0-9a-z]+(?:-[0-9a-z]+)*\.[a-z]+$/;

const q = {
  has: statement('media.has', `SELECT 1 FROM media_files WHERE name = $1`),
  put: statement(
    'media.put',
    `INSERT INTO media_files (name, bytes) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
  ),
  open: statement('media.open', `SELECT bytes FROM media_files WHERE name = $1`),
  list: statement('media.list', `SELECT name FROM media_files ORDER BY name COLLATE "C"`),
};

function checked(name: string): string {
  if (name.length > 100 || !SAFE_NAME.test(name)) throw new Error(`Unsafe media name ${name}`);
  return name;
}

/** A MediaStore on the store's own PostgreSQL database (table media_files). */
export class PostgresMediaStore implements MediaStore {
  constructor(private readonly db: PgDb) {}

  async has(name: string): Promise<boolean> {
    return (await this.db.first(q.has(checked(name)))) !== undefined;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.db.run(q.put(checked(name), bytes));
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    const row = await this.db.first<{ bytes: Buffer }>(q.open(checked(name)));
    if (!row) return null;
    return { stream: Readable.from([row.bytes]), size: row.bytes.length };
  }

  async *list(): AsyncIterable<string> {
    for (const row of await this.db.rows<{ name: string }>(q.list())) yield row.name;
  }
}

/**
 * Where `store` keeps uploaded renditions itself: PostgreSQL does (every process on every
 * machine then serves the same files); null for SQLite, whose renditions stay in a folder.
 */
export function databaseMediaStore(store: Store): PostgresMediaStore | null {
  const db = (store as Partial<{ db: PgDb }>).db;
  return store.dialect === 'postgres' && db ? new PostgresMediaStore(db) : null;
}
