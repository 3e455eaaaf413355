import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DirectoryMediaStore, type MediaStore } from '../media/store';
import { mediaFiles, dumpText, storeTables } from '../testing/dumps';
import { tempStore, type TestStore } from '../testing/testStore';
import { databaseMediaStore } from './postgres/mediaStore';
import { searchTerms } from './searchTokens';
import { seedDemoImages } from './seed/demoImages';
import { StoreNotEmpty } from './dumpStore';
import { DumpLineError, importStore } from './dumpFile';

// db:export and db:import between two stores of the engine under test (SQLite ⇄ PostgreSQL is
// server/db/postgres/postgresDump.test.ts).

// Each test exports a whole demo store, media included, and imports it into another.
jest.setTimeout(120_000);

const NOW = '2026-05-01T09:00:00.000Z';

const dirs: string[] = [];
const stores: TestStore[] = [];
afterAll(async () => {
  for (const t of stores) await t.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A store and where its media live: in PostgreSQL when it is the store, else a folder. */
async function store(demo: boolean): Promise<{ t: TestStore; media: MediaStore }> {
  const t = await tempStore({ demo });
  stores.push(t);
  const inDatabase = databaseMediaStore(t.store);
  if (inDatabase) return { t, media: inDatabase };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-dump-'));
  dirs.push(dir);
  return { t, media: new DirectoryMediaStore(path.join(dir, 'media')) };
}

describe('db:export and db:import between two stores of one engine', () => {
  let source: Awaited<ReturnType<typeof store>>;
  let text: string;

  beforeAll(async () => {
    source = await store(true);
    await seedDemoImages(source.t.store, source.media);
    const grace = await source.t.store.users.userByHandle('grace');
    await source.t.store.sessions.insertSession(Buffer.alloc(32, 7), grace!.id, 1, 2e12, null);
    // What roles added: a site setting, a pending invitation, a returned draft's note.
    await source.t.store.site.setSignUpPolicy('INVITE_ONLY');
    await source.t.store.invitations.insertInvitation({
      tokenHash: Buffer.alloc(32, 9),
      role: 'AUTHOR',
      createdBy: grace!.id,
      createdAt: 1,
      expiresAt: 2e12,
    });
    const [draft, published] = await source.t.store.articles.allArticles();
    await source.t.store.articles.setArticleStatus(draft!.id, 'DRAFT', NOW, 'Needs a summary.');
    // What follows added: a follow of an author (with email) and of a tag, a saved article, a
    // notification.
    const ada = await source.t.store.users.userByHandle('ada');
    const { follows } = source.t.store;
    const [tag] = await source.t.store.tags.tagsWithPublishedArticles(1);
    await follows.setFollow({
      userId: ada!.id,
      target: { authorId: grace!.id },
      following: true,
      email: true,
      at: NOW,
    });
    const tagFollow = { userId: ada!.id, target: { tagId: tag!.id }, following: true };
    await follows.setFollow({ ...tagFollow, email: null, at: NOW });
    await follows.setSaved({ userId: ada!.id, articleId: published!.id, saved: true, at: NOW });
    await source.t.sql(
      `INSERT INTO notifications (user_id, kind, article_id, created_at) VALUES (?, ?, ?, ?)`,
      ada!.id,
      'NEW_ARTICLE',
      published!.id,
      NOW,
    );
    // What subscribers added: an imported subscriber with its consent, an email in the outbox,
    // a suppressed address.
    await source.t.store.subscribers.importSubscriptions(
      [
        {
          email: 'reader@example.com',
          target: 'site',
          confirmedAt: 1_000,
          consent: 'event signup',
        },
      ],
      2_000,
      false,
    );
    const [subscriber] = await source.t.sql<{ id: number }>('SELECT id FROM subscribers');
    await source.t.sql(
      `INSERT INTO newsletter_outbox (article_id, subscriber_id, state, next_at, queued_at)
       VALUES (?, ?, 'queued', 3000, 3000)`,
      published!.id,
      subscriber!.id,
    );
    await source.t.sql(
      `INSERT INTO mail_suppressions (email, suppressed_at, reason) VALUES ('gone@example.com', 4000, '550')`,
    );
    text = await dumpText(source.t.store, source.media);
  });

  it('copies every row of every table, the media files, and the node-id key', async () => {
    const target = await store(false);
    const summary = await importStore(target.t.store, target.media, Readable.from([text]));

    expect(await storeTables(target.t)).toEqual(await storeTables(source.t));
    expect(summary.rows.get('articles')).toBeGreaterThan(10);
    expect(summary.rows.get('sessions')).toBe(1);
    expect(summary.rows.get('invitations')).toBe(1);
    for (const table of [
      'author_follows',
      'tag_follows',
      'reading_list',
      'notifications',
      'subscribers',
      'subscriptions',
      'newsletter_outbox',
      'mail_suppressions',
    ]) {
      expect(summary.rows.get(table)).toBe(1);
    }
    expect(await target.t.store.site.signUpPolicy()).toBe('INVITE_ONLY');
    expect((await target.t.store.articles.allArticles()).map((a) => a.reviewNote)).toContain(
      'Needs a summary.',
    );
    const files = await mediaFiles(source.media);
    expect(files.size).toBeGreaterThan(10);
    expect(summary.mediaFiles).toBe(files.size);
    expect(await mediaFiles(target.media)).toEqual(files);
    // Exported again, the copy reads line for line as the original.
    expect(await dumpText(target.t.store, target.media)).toBe(text);
  });

  it('rebuilds what it does not carry: the copy finds what the original finds', async () => {
    const target = await store(false);
    await importStore(target.t.store, target.media, Readable.from([text]));
    const terms = searchTerms('sqlite wal');
    expect(await target.t.store.search.searchCount(terms)).toEqual(
      await source.t.store.search.searchCount(terms),
    );
    expect((await target.t.store.search.searchCount(terms)).totalCount).toBeGreaterThan(0);
  });

  it('refuses a store that already has content, and leaves it as it was', async () => {
    const before = await storeTables(source.t);
    await expect(
      importStore(source.t.store, source.media, Readable.from([text])),
    ).rejects.toBeInstanceOf(StoreNotEmpty);
    expect(await storeTables(source.t)).toEqual(before);
  });

  /** The dump with one change to its first article's row, and that line's number (1-based). */
  function withArticleRow(change: Record<string, unknown>): { dump: string; line: number } {
    const lines = text.trimEnd().split('\n');
    const at = lines.findIndex((line) => line.startsWith('{"table":"articles"'));
    const record = JSON.parse(lines[at]!) as { row: Record<string, unknown> };
    lines[at] = JSON.stringify({ ...record, row: { ...record.row, ...change } });
    return { dump: lines.join('\n'), line: at + 1 };
  }

  it.each([
    ['a value of the wrong type', { title: 42 }, 'articles.title must be a string'],
    [
      'a time the store would not have written (an impossible date)',
      { created_at: '2026-02-30T12:00:00.000Z' },
      'articles.created_at must be an ISO-8601 time',
    ],
  ])('refuses a line with %s by its number, and imports nothing', async (_, change, problem) => {
    const target = await store(false);
    const before = await storeTables(target.t);
    const { dump, line } = withArticleRow(change);

    const importing = importStore(target.t.store, target.media, Readable.from([dump]));
    await expect(importing).rejects.toThrow(new DumpLineError(line, problem));
    expect(await storeTables(target.t)).toEqual(before);
    expect(await mediaFiles(target.media)).toEqual(new Map());
  });

  it('refuses what is not a Folio dump', async () => {
    const target = await store(false);
    await expect(
      importStore(target.t.store, target.media, Readable.from(['{"hello":"world"}\n'])),
    ).rejects.toThrow('Line 1 of the dump: not a Folio dump of version 1. Nothing was imported.');
  });
});
