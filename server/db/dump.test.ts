import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DirectoryMediaStore } from '../media/store';
import { searchTerms } from './searchTokens';
import { seedDemoImages } from './seed/demoImages';
import { openSqliteStore } from './sqlite/sqliteStore';
import { dumpText, sqliteTables } from '../testing/dumps';
import { StoreNotEmpty } from './dump';
import { DumpLineError, importStore } from './dumpFile';
import type { Store } from './store';

jest.setTimeout(120_000);

const dirs: string[] = [];
const stores: Store[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function sqlite(seed: 'demo' | 'none') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-dump-'));
  dirs.push(dir);
  const store = await openSqliteStore(path.join(dir, 'folio.db'), { seed });
  stores.push(store);
  return { store, media: new DirectoryMediaStore(path.join(dir, 'media')), dir };
}

describe('db:export and db:import between SQLite stores', () => {
  let source: Awaited<ReturnType<typeof sqlite>>;
  let text: string;

  beforeAll(async () => {
    source = await sqlite('demo');
    await seedDemoImages(source.store, source.media);
    const grace = await source.store.users.userByHandle('grace');
    await source.store.sessions.insertSession(Buffer.alloc(32, 7), grace!.id, 1, 2e12, null);
    text = await dumpText(source.store, source.media);
  });

  it('copies every row of every table, the media files, and the node-id key', async () => {
    const target = await sqlite('none');
    const summary = await importStore(target.store, target.media, Readable.from([text]));

    expect(sqliteTables(target.store)).toEqual(sqliteTables(source.store));
    expect(summary.rows.get('articles')).toBeGreaterThan(10);
    expect(summary.rows.get('sessions')).toBe(1);
    const files = fs.readdirSync(path.join(source.dir, 'media')).sort();
    expect(files.length).toBeGreaterThan(10);
    expect(summary.mediaFiles).toBe(files.length);
    for (const name of files) {
      expect(fs.readFileSync(path.join(target.dir, 'media', name))).toEqual(
        fs.readFileSync(path.join(source.dir, 'media', name)),
      );
    }
    // Exported again, the copy reads line for line as the original.
    expect(await dumpText(target.store, target.media)).toBe(text);
  });

  it('rebuilds what it does not carry: the copy finds what the original finds', async () => {
    const target = await sqlite('none');
    await importStore(target.store, target.media, Readable.from([text]));
    const terms = searchTerms('sqlite wal');
    expect(await target.store.search.searchCount(terms)).toEqual(
      await source.store.search.searchCount(terms),
    );
    expect((await target.store.search.searchCount(terms)).totalCount).toBeGreaterThan(0);
  });

  it('refuses a store that already has content, and leaves it as it was', async () => {
    const before = sqliteTables(source.store);
    await expect(
      importStore(source.store, source.media, Readable.from([text])),
    ).rejects.toBeInstanceOf(StoreNotEmpty);
    expect(sqliteTables(source.store)).toEqual(before);
  });

  it('refuses a bad line by its number, and imports nothing', async () => {
    const target = await sqlite('none');
    const before = sqliteTables(target.store);
    const lines = text.trimEnd().split('\n');
    const at = lines.findIndex((line) => line.startsWith('{"table":"articles"'));
    const broken = JSON.parse(lines[at]!) as { row: Record<string, unknown> };
    broken.row.title = 42;
    lines[at] = JSON.stringify(broken);

    const importing = importStore(target.store, target.media, Readable.from([lines.join('\n')]));
    await expect(importing).rejects.toThrow(
      new DumpLineError(at + 1, 'articles.title must be a string'),
    );
    expect(sqliteTables(target.store)).toEqual(before);
    expect(fs.existsSync(path.join(target.dir, 'media'))).toBe(true);
    expect(fs.readdirSync(path.join(target.dir, 'media'))).toEqual([]);
  });

  it('refuses what is not a Folio dump', async () => {
    const target = await sqlite('none');
    await expect(
      importStore(target.store, target.media, Readable.from(['{"hello":"world"}\n'])),
    ).rejects.toThrow('Line 1 of the dump: not a Folio dump of version 1. Nothing was imported.');
  });
});
