// How many copies an article's history keeps (server/README.md "Revisions and pending edits"):
// autosave makes one every few seconds of typing, so older ones are thinned, on a real SQLite
// file through the save functions the resolvers call.
import { createUser, tempDatabase, type TempDatabase } from '../../testing/harness';
import { updateArticle } from './articleSaves';
import { insertArticle, reload, setArticleStatus } from './articles';
import { KEEP_ALL } from '../revisionValues';
import { revisionByNumber, revisionsOfArticle } from './revisions';

let t: TempDatabase;
let authorId: number;
beforeEach(() => {
  t = tempDatabase();
  authorId = createUser(t.db, 'grace').id;
});
afterEach(() => t.close());

const MINUTE = 60_000;
const START = Date.parse('2026-03-01T08:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();

/** Saves `body` as of `minutes` after START, the way the editor's autosave does. */
function save(id: number, minutes: number, body: string, autosave = true) {
  const { revision } = reload(t.db, id);
  const result = updateArticle(t.db, id, revision, { body }, at(minutes), {
    by: authorId,
    autosave,
  });
  if (!result.ok) throw new Error('conflict');
  return result.article;
}

function kept(id: number) {
  return revisionsOfArticle(t.db, id, 10_000, null).rows.map(({ row }) => ({
    number: row.number,
    createdAt: row.createdAt,
    body: row.body,
  }));
}

function draft(): number {
  return insertArticle(t.db, {
    authorId,
    title: 'Long haul',
    summary: '',
    body: 'v0',
    tags: [],
    createdAt: at(0),
  }).id;
}

test('three days of saves every minute keep the newest 50, one an hour for a day, one a day before', () => {
  const id = draft();
  // Three days and a bit, a save a minute: 4,400 saves.
  const last = 3 * 24 * 60 + 200;
  for (let minute = 1; minute <= last; minute++) save(id, minute, `v${minute}`);

  const history = kept(id);
  // The newest 50 are every save; then one per hour for the last day; then one per UTC day.
  expect(history.slice(0, KEEP_ALL).map((r) => r.body)).toEqual(
    Array.from({ length: KEEP_ALL }, (_, i) => `v${last - i}`),
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
  for (const r of recent) expect(r.createdAt.slice(14, 16)).toBe('59');
  for (const r of old) expect(r.createdAt.slice(11, 16)).toBe('23:59');
  expect(recent.length).toBeGreaterThanOrEqual(22);
  expect(recent.length).toBeLessThanOrEqual(24);
  // 1 and 2 March before the last day (3 March's last save is within it).
  expect(days).toEqual(['2026-03-02', '2026-03-01']);
  expect(history.length).toBe(
    (
      t.db.prepare('SELECT count(*) AS n FROM article_revisions WHERE article_id = ?').get(id) as {
        n: number;
      }
    ).n,
  );
});

test('a published article keeps its pending revision and its readers’ text', () => {
  const id = draft();
  setArticleStatus(t.db, id, 'PUBLISHED', at(1));
  // The published text as of minute 2, then a long autosaved rewrite kept pending.
  save(id, 2, 'published text', false);
  for (let minute = 3; minute < 3 + 2 * KEEP_ALL; minute++) save(id, minute, `pending ${minute}`);
  const row = reload(t.db, id);
  expect(row.body).toBe('published text');
  expect(row.pendingRevision).toBe(row.revision);
  expect(revisionByNumber(t.db, id, row.pendingRevision!)?.body).toBe(
    `pending ${2 + 2 * KEEP_ALL}`,
  );
  // Within one hour: the newest 50 and, beyond them, the hour's last (one of those 50).
  expect(kept(id)).toHaveLength(KEEP_ALL);
});
