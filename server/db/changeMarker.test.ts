import Database from 'better-sqlite3';
import { Client as PgClient } from 'pg';
import { locationOf, tempStore, testEngine, type TestStore } from '../testing/testStore';
import { sqliteOf } from './sqlite/sqliteStore';
import type { Store } from './store';

// The change marker the page caches key on (Store.changeMarker), on either engine: it moves with
// every write a reader's page could show, and stays put for the writes any visitor can cause
// at will (sessions, sign-in attempts, write starts), which would otherwise let anyone empty
// the anonymous page cache for every reader.

let t: TestStore;
let store: Store;
let userId: number;
const now = Date.UTC(2026, 10, 24, 12);
const iso = new Date(now).toISOString();

beforeAll(async () => {
  t = await tempStore();
  store = t.store;
  const user = await store.users.insertUser({
    handle: 'marker',
    name: 'Marker',
    role: 'AUTHOR',
    passwordHash: 'x',
    createdAt: iso,
  });
  userId = user!.id;
});
afterAll(() => t.close());

/** Whether `write` moved the marker. */
async function moves(write: () => Promise<unknown>): Promise<boolean> {
  const before = await store.changeMarker();
  await write();
  return (await store.changeMarker()) !== before;
}

test('stays put for sessions, sign-in attempts and write starts', async () => {
  const token = Buffer.alloc(32, 3);
  expect(await moves(() => store.sessions.insertSession(token, userId, now, now + 1e9, null))).toBe(false); // prettier-ignore
  const viewer = await store.sessions.sessionViewer(token, now);
  expect(await moves(() => store.sessions.renewSession(viewer!.sessionId, now + 1, now + 2e9))).toBe(false); // prettier-ignore
  let failure = 0;
  const attempt = { handle: 'marker', address: '203.0.113.9', at: now, since: now - 9e5 };
  expect(
    await moves(async () => {
      const admission = await store.signIns.admitSignInAttempt(
        attempt,
        { address: 50, handle: 10 },
        () => true,
      );
      if ('admitted' in admission) failure = admission.admitted;
    }),
  ).toBe(false);
  expect(failure).toBeGreaterThan(0);
  expect(await moves(() => store.signIns.forgetSignInFailure(failure))).toBe(false);
  const budget = { key: `upload:user:${userId}`, limit: 30, since: now - 6e5 };
  expect(await moves(() => store.writes.admitWrite([budget], now, now - 36e5))).toBe(false);
  expect(await moves(() => store.sessions.deleteSession(token))).toBe(false);
});

test('moves with every write a reader could see', async () => {
  let articleId = 0;
  expect(
    await moves(async () => {
      const article = await store.articles.insertArticle({
        authorId: userId,
        title: 'Counted',
        summary: '',
        body: 'Words.',
        tags: ['marker'],
        createdAt: iso,
      });
      articleId = article.id;
    }),
  ).toBe(true);
  expect(await moves(() => store.articles.setArticleStatus(articleId, 'PUBLISHED', iso))).toBe(true); // prettier-ignore
  let commentId = 0;
  expect(
    await moves(async () => {
      commentId = (await store.comments.insertComment(articleId, userId, 'Hello.', iso)).id;
    }),
  ).toBe(true);
  expect(await moves(() => store.comments.deleteComment({ id: commentId, at: iso }))).toBe(true);
  expect(await moves(() => store.users.updateProfile(userId, 'Renamed', 'A bio.'))).toBe(true);
  // The home page's masthead and pinned story.
  const profile = { title: 'Ledger', description: 'Notes.', pinnedArticleId: null };
  expect(await moves(() => store.site.setSiteProfile(profile))).toBe(true);
  expect(await moves(() => store.articles.deleteArticle(articleId))).toBe(true);
});

test('moves with a write another process makes', async () => {
  const before = await store.changeMarker();
  const insert = `INSERT INTO users (handle, name, role, password_hash, created_at)
    VALUES ('elsewhere', 'Elsewhere', 'AUTHOR', 'x', '2026-11-24T12:00:00.000Z')`;
  if (testEngine() === 'sqlite') {
    const other = new Database(sqliteOf(store).name);
    other.prepare(insert).run();
    other.close();
  } else {
    // A connection of its own, outside the store's pool, as another process's would be.
    const location = locationOf(store);
    const other = new PgClient({
      connectionString: location.dialect === 'postgres' ? location.url : '',
    });
    await other.connect();
    try {
      await other.query(insert);
    } finally {
      await other.end();
    }
  }
  expect(await store.changeMarker()).not.toBe(before);
});
