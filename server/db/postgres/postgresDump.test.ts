import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DirectoryMediaStore } from '../../media/store';
import { dumpText, sqliteTables } from '../../testing/dumps';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import { importStore } from '../dumpFile';
import { searchTerms } from '../searchTokens';
import { seedDemoImages } from '../seed/demoImages';
import { openSqliteStore } from '../sqlite/sqliteStore';
import type { Store } from '../store';
import { PostgresMediaStore } from './mediaStore';
import { openPostgresStore, type PostgresStore } from './store';

// The demo store moved SQLite → PostgreSQL → SQLite through db:export / db:import, on a real
// PostgreSQL server: every row and every media file arrives, and the PostgreSQL copy answers
// as the original does.

// The whole demo store, media included, exported and imported twice.
jest.setTimeout(180_000);

let cluster: TempPostgres;
let dir: string;
const stores: Store[] = [];

beforeAll(async () => {
  cluster = await startTempPostgres();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-pg-dump-'));
});
afterAll(async () => {
  for (const store of stores) await store.close();
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function sqliteAt(name: string, seed: 'demo' | 'none') {
  const store = await openSqliteStore(path.join(dir, name, 'folio.db'), { seed });
  stores.push(store);
  return { store, media: new DirectoryMediaStore(path.join(dir, name, 'media')) };
}

it('moves the demo store to PostgreSQL and back, every row and file alike', async () => {
  const original = await sqliteAt('original', 'demo');
  await seedDemoImages(original.store, original.media);
  const grace = await original.store.users.userByHandle('grace');
  await original.store.sessions.insertSession(Buffer.alloc(32, 9), grace!.id, 1, 2e12, null);
  const text = await dumpText(original.store, original.media);

  const pg: PostgresStore = await openPostgresStore(cluster.url, { seed: 'none' });
  stores.push(pg);
  const pgMedia = new PostgresMediaStore(pg.db);
  const summary = await importStore(pg, pgMedia, Readable.from([text]));
  expect(summary.rows.get('articles')).toBeGreaterThan(10);
  expect(summary.mediaFiles).toBeGreaterThan(10);

  // PostgreSQL writes the store it holds line for line as SQLite wrote it.
  const fromPostgres = await dumpText(pg, pgMedia);
  expect(fromPostgres).toBe(text);

  // And back: the SQLite copy holds exactly the original's rows.
  const copy = await sqliteAt('copy', 'none');
  await importStore(copy.store, copy.media, Readable.from([fromPostgres]));
  expect(sqliteTables(copy.store)).toEqual(sqliteTables(original.store));

  // The PostgreSQL copy serves as the original: the same key, search hits, and new ids after
  // the imported ones.
  const reopened = await openPostgresStore(cluster.url, { seed: 'none' });
  stores.push(reopened);
  expect(reopened.nodeIdKey).toEqual(original.store.nodeIdKey);
  const terms = searchTerms('sqlite');
  expect(await pg.search.searchCount(terms)).toEqual(
    await original.store.search.searchCount(terms),
  );
  const before = await original.store.feeds.sitemapPages();
  const user = await pg.users.insertUser({
    handle: 'newcomer',
    name: 'Newcomer',
    role: 'AUTHOR',
    passwordHash: 'x',
    createdAt: new Date().toISOString(),
  });
  const largest = Math.max(
    ...(sqliteTables(original.store).users as { id: number }[]).map((u) => u.id),
  );
  expect(user!.id).toBe(largest + 1);
  expect((await pg.feeds.sitemapPages()).articles).toEqual(before.articles);
});
