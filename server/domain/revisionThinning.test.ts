// How many copies an article's history keeps (server/README.md "Revisions and pending edits"):
// autosave makes one every few seconds of typing, so older ones are thinned (the rule:
// ./revisions.ts), through the Store the resolvers call, on each engine.
import { KEEP_ALL } from '../db/revisionValues';
import { createStoreUser, tempStore, type TestStore } from '../testing/testStore';

let t: TestStore;
let authorId: number;
beforeAll(async () => {
  t = await tempStore();
  authorId = (await createStoreUser(t.store, 'grace')).id;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const START = Date.parse('2026-03-01T08:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();

async function reload(id: number) {
  const [row] = await t.store.articles.articlesByIds([id]);
  return row!;
}

/** Saves `body` as of `minutes` after START, the way the editor's autosave does. */
async function save(id: number, minutes: number, body: string, autosave = true) {
  const { revision } = await reload(id);
  const result = await t.store.articles.updateArticle(id, revision, { body }, at(minutes), {
    by: authorId,
    autosave,
  });
  if (!result.ok) throw new Error('conflict');
  return result.article;
}

async function kept(id: number) {
  return (await t.store.revisions.revisionsOfArticle(id, 10_000, null)).rows.map(({ row }) => ({
    number: row.number,
    createdAt: row.createdAt,
    body: row.body,
  }));
}

async function draft(): Promise<number> {
  const article = await t.store.articles.insertArticle({
    authorId,
    title: 'Long haul',
    summary: '',
    body: 'v0',
    tags: [],
    createdAt: at(0),
  });
  return article.id;
}

test('three days of saves every 20 minutes keep the newest 50, one an hour for a day, one a day before', async () => {
  const id = await draft();
  // Three days and a bit, a save every 20 minutes (226 saves): the newest 50 reach back 16
  // hours, so the last day's hourly copies and the older daily ones both show.
  const step = 20;
  const last = 3 * 24 * 60 + 200;
  for (let minute = step; minute <= last; minute += step) await save(id, minute, `v${minute}`);

  const history = await kept(id);
  // The newest 50 are every save; then one per hour for the last day; then one per UTC day.
  expect(history.slice(0, KEEP_ALL).map((r) => r.body)).toEqual(
    Array.from({ length: KEEP_ALL }, (_, i) => `v${last - i * step}`),
  );
  const older = history.slice(KEEP_ALL);
  const now = START + last * MINUTE;
  const dayAgo = new Date(now - 24 * 60 * MINUTE).toISOString();
  const recent = older.filter((r) => r.createdAt >= dayAgo);
  const old = older.filter((r) => r.createdAt < dayAgo);
  const hours = recent.map((r) => r.createdAt.slice(0, 13));
  const days = old.map((r) => r.createdAt.slice(0, 10));
  expect(new Set(hours).size).toBe(hours.length);
  expect(new Set(days).size).toBe(days.length);
  // Each kept one is the last save of its hour or day: what the writer had when they stopped.
  for (const r of recent) expect(r.createdAt.slice(14, 16)).toBe('40');
  for (const r of old) expect(r.createdAt.slice(11, 16)).toBe('23:40');
  // The hours of the last day the newest 50 (from 19:00 on 3 March) do not reach: 11 to 18.
  expect(hours.map((hour) => hour.slice(11))).toEqual([
    '18',
    '17',
    '16',
    '15',
    '14',
    '13',
    '12',
    '11',
  ]);
  // 1 and 2 March before the last day (3 March's last save is within it).
  expect(days).toEqual(['2026-03-02', '2026-03-01']);
  expect(history.length).toBe(
    await t.count('SELECT count(*) FROM article_revisions WHERE article_id = ?', id),
  );
});

test('a published article keeps its pending revision and its readers’ text', async () => {
  const id = await draft();
  await t.store.articles.setArticleStatus(id, 'PUBLISHED', at(1));
  // The published text as of minute 2, then a long autosaved rewrite kept pending.
  await save(id, 2, 'published text', false);
  for (let minute = 3; minute < 3 + 2 * KEEP_ALL; minute++)
    await save(id, minute, `pending ${minute}`);
  const row = await reload(id);
  expect(row.body).toBe('published text');
  expect(row.pendingRevision).toBe(row.revision);
  expect((await t.store.revisions.revisionByNumber(id, row.pendingRevision!))?.body).toBe(
    `pending ${2 + 2 * KEEP_ALL}`,
  );
  // Within one hour: the newest 50 and, beyond them, the hour's last (one of those 50).
  expect(await kept(id)).toHaveLength(KEEP_ALL);
});
