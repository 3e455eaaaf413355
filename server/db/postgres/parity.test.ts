import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import type { After, ArticleRow, Page } from '../rows';
import { searchTerms } from '../searchTokens';
import { openSqliteStore } from '../sqlite/sqliteStore';
import type { Store } from '../store';
import { openPostgresStore } from './store';

// The same demo content seeded through each store answers every read the same way: rows
// field for field (times as text, ids, keys, cursors' sort keys), lists in the same order,
// page after page. Only what is random differs (a draft's slug suffix); search ranks by
// different formulas (bm25, ts_rank), so its hits are compared as sets, with their count.

let cluster: TempPostgres;
let dir: string;
let sqlite: Store;
let postgres: Store;

beforeAll(async () => {
  cluster = await startTempPostgres();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-parity-'));
  // Two processes opening the new database at once: one migrates and seeds, the other waits
  // and finds it done (the first test would see the demo twice, or half of it, otherwise).
  let twin: Store;
  [sqlite, postgres, twin] = await Promise.all([
    openSqliteStore(path.join(dir, 'folio.db')),
    openPostgresStore(cluster.url),
    openPostgresStore(cluster.url),
  ]);
  await twin.close();
}, 120_000);
afterAll(async () => {
  await sqlite?.close();
  await postgres?.close();
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A draft's slug ends in 8 random hex digits: the same article, a different draw. */
function masked<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) =>
      key === 'slug' && typeof v === 'string' ? v.replace(/--[0-9a-f]{8}$/, '--*') : v,
    ),
  ) as T;
}

async function everyPage<T extends { id: number }>(
  read: (after: After | null) => Promise<Page<T>>,
): Promise<{ row: T; key: string | number }[]> {
  const all: { row: T; key: string | number }[] = [];
  let after: After | null = null;
  for (;;) {
    const page = await read(after);
    all.push(...page.rows);
    if (!page.hasNextPage) return all;
    const last = page.rows.at(-1)!;
    after = { key: last.key, id: last.row.id };
  }
}

async function both<T>(read: (store: Store) => Promise<T>): Promise<[T, T]> {
  return [masked(await read(sqlite)), masked(await read(postgres))];
}

test('the demo seeds the same users and articles, with the same ids, slugs and times', async () => {
  const [a, b] = await both((s) => s.articles.allArticles());
  expect(a.length).toBeGreaterThan(5);
  expect(b).toEqual(a);
  const [u, v] = await both((s) => s.users.allUsers());
  expect(v).toEqual(u);
  expect(postgres.nodeIdKey).toHaveLength(16);
});

test('published lists, by tag and by author, page alike 2 rows at a time', async () => {
  const tags = (await sqlite.tags.tagsWithPublishedArticles(1000)).map((t) => t.name);
  expect(await postgres.tags.tagsWithPublishedArticles(1000)).toEqual(
    await sqlite.tags.tagsWithPublishedArticles(1000),
  );
  for (const tag of [null, ...tags]) {
    const [a, b] = await both((s) =>
      everyPage((after) => s.articles.publishedArticles(2, after, tag)),
    );
    expect(b).toEqual(a);
  }
  for (const user of await sqlite.users.allUsers()) {
    const [a, b] = await both((s) =>
      everyPage((after) => s.articles.publishedArticlesByAuthor(user.id, 2, after)),
    );
    expect(b).toEqual(a);
    const [c, d] = await both((s) =>
      everyPage((after) => s.articles.draftsByAuthor(user.id, 2, after)),
    );
    expect(d).toEqual(c);
  }
});

test('per-article reads agree: tags, comments, revisions, neighbours, counts', async () => {
  const articles = await sqlite.articles.allArticles();
  const ids = articles.map((a) => a.id);
  const [t1, t2] = await both(async (s) => [...(await s.tags.tagsByArticleIds(ids))]);
  expect(t2).toEqual(t1);
  // A map's order is not part of the answer.
  const [c1, c2] = await both(async (s) =>
    [...(await s.comments.commentCounts(ids))].sort(([x], [y]) => x - y),
  );
  expect(c2).toEqual(c1);
  for (const article of articles) {
    const [a, b] = await both((s) =>
      everyPage((after) =>
        s.comments.threadsOfArticle(article.id, 'OLDEST', 1, after, { viewerId: 0, all: false }),
      ),
    );
    expect(b).toEqual(a);
    const [r1, r2] = await both((s) => s.revisions.revisionsOfArticle(article.id, 50, null));
    expect(r2).toEqual(r1);
    for (const direction of ['previous', 'next'] as const) {
      const [n1, n2] = await both((s) =>
        s.articles.adjacentByAuthor(article as ArticleRow, direction),
      );
      expect(n2).toEqual(n1);
    }
  }
});

test('feeds and the sitemap agree', async () => {
  const [a, b] = await both((s) => s.feeds.latestPublished(null, 20));
  expect(b).toEqual(a);
  const [c, d] = await both((s) => s.feeds.sitemapPages());
  expect(d).toEqual(c);
});

test('searches find the same articles and count them alike', async () => {
  const queries = [
    'sqlite',
    'relay',
    'the',
    'cach',
    'react hooks',
    'café',
    'c++',
    'node.js',
    'zzzz',
  ];
  for (const query of queries) {
    const terms = searchTerms(query);
    const [a, b] = await both(async (s) => ({
      count: await s.search.searchCount(terms),
      ids: (await s.search.searchPage(terms, 50, null)).map((hit) => hit.id).sort((x, y) => x - y),
    }));
    expect({ query, ...b }).toEqual({ query, ...a });
  }
});
