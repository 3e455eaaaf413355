// Search and deep pages on each store: 10,000 published articles (the demo's published bodies,
// over and over) in a SQLite file and in a throwaway PostgreSQL cluster (server/testing/
// postgres.ts: Debian's initdb, fsync off), queried in alternating rounds so drift on a shared
// machine favours neither. The rows are written with SQL in bulk (the search entry from the
// same plain text each store's own write would index): this times reading, not seeding.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownToSearchText } from '../server/db/plainText';
import { openPostgresStore, type PostgresStore } from '../server/db/postgres/store';
import type { After, ArticleRow, Page } from '../server/db/rows';
import { writeSearchEntry } from '../server/db/sqlite/search';
import { searchEntry } from '../server/domain/searchEntry';
import { openSqliteStore, sqliteOf } from '../server/db/sqlite/sqliteStore';
import type { Store } from '../server/db/store';
import { symbolsIn } from '../server/db/searchSymbols';
import { searchTerms } from '../server/db/searchTokens';
import { startTempPostgres } from '../server/testing/postgres';
import { progress, type BenchSection, type Metric } from './section';

const ARTICLES = Number(process.env.FOLIO_BENCH_SEARCH_ARTICLES || 10_000);
const PAGE = 20;
/** What a reader types: a frequent word, a rarer one, two words, a one-letter prefix, none. */
const QUERIES = ['sqlite', 'the', 'relay cache', 'c', 'perf', 'zzzz', 'a b c d e f g h'];
const ROUNDS = 7;
/**
 * A hostile page: bodies of 10,000 characters of `a a a …` then `zebra`, searched for `a zebra`.
 * ts_headline over an AND of the terms took 7.2 s for 50 such hits on PostgreSQL.
 */
const DENSE_ARTICLES = 50;
const DENSE_BODY = `${'a '.repeat(5_000)}zebra ${'b '.repeat(100)}`;
/** The bound: a deep page costs at most 1.5× the first. */
const DEEP_PAGE_TARGET = 1.5;

interface Bulk {
  title: string;
  body: string;
  plain: string;
  symbols: string[];
  at: string;
}

function bulkRows(demo: { title: string; body: string }[]): Bulk[] {
  const plain = demo.map((d) => markdownToSearchText(d.body));
  return Array.from({ length: ARTICLES }, (_, i) => {
    const d = demo[i % demo.length]!;
    return {
      title: `${d.title} ${i}`,
      body: d.body,
      plain: plain[i % demo.length]!,
      symbols: [...new Set(symbolsIn(plain[i % demo.length]!).map((s) => s.text))],
      at: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
    };
  });
}

function fillSqlite(store: Store, rows: Bulk[]): void {
  const db = sqliteOf(store);
  const insert = db.prepare(
    `INSERT INTO articles (slug, title, summary, body, status, author_id, created_at, updated_at,
       published_at) VALUES (?, ?, '', ?, 'PUBLISHED', 1, ?, ?, ?) RETURNING id`,
  );
  db.transaction(() => {
    rows.forEach((row, i) => {
      const { id } = insert.get(`bulk-${i}`, row.title, row.body, row.at, row.at, row.at) as {
        id: number;
      };
      writeSearchEntry(
        db,
        id,
        searchEntry({ title: row.title, body: row.body, status: 'PUBLISHED' }),
      );
    });
  })();
}

async function fillPostgres(store: PostgresStore, rows: Bulk[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await store.db.run({
      text: `WITH made AS (
          INSERT INTO articles (slug, title, body, status, author_id, created_at, updated_at,
            published_at)
          SELECT slug, title, body, 'PUBLISHED', 1, at, at, at
          FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS x (slug, title, body, at)
          RETURNING id, slug, title)
        INSERT INTO article_search (article_id, title, body, body_symbols)
        SELECT made.id, made.title, x.plain, string_to_array(x.symbols, ' ')
        FROM made JOIN unnest($1::text[], $5::text[], $6::text[]) AS x (slug, plain, symbols)
          ON x.slug = made.slug`,
      values: [
        batch.map((_, i) => `bulk-${start + i}`),
        batch.map((row) => row.title),
        batch.map((row) => row.body),
        batch.map((row) => row.at),
        batch.map((row) => row.plain),
        batch.map((row) => row.symbols.join(' ')),
      ],
    });
  }
  await store.db.run({ text: 'VACUUM ANALYZE' });
}

/** A search as the resolver makes it: a page (one more than shown), its snippets, its count. */
async function searchOnce(store: Store, query: string): Promise<number> {
  const terms = searchTerms(query);
  const started = process.hrtime.bigint();
  const hits = await store.search.searchPage(terms, PAGE + 1, null);
  const ids = hits.slice(0, PAGE).map((hit) => hit.id);
  await Promise.all([
    store.search.snippetsFor(terms, ids),
    store.search.searchCount(terms),
    store.articles.articlesByIds(ids),
  ]);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The cursor of page `n` of the published list, walked to once. */
async function cursorOfPage(store: Store, n: number): Promise<After> {
  let after: After | null = null;
  for (let page = 1; page < n; page++) {
    const { rows }: Page<ArticleRow> = await store.articles.publishedArticles(PAGE, after, null);
    const last = rows.at(-1)!;
    after = { key: last.key, id: last.row.id };
  }
  return after!;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

export const storeSearchSection: BenchSection = {
  name: 'storeSearch',
  description: `search (page of ${PAGE}, snippets, count) on ${ARTICLES.toLocaleString('en')} articles and page 500 vs page 1, SQLite and PostgreSQL`,
  async run(): Promise<Metric[]> {
    const cluster = await startTempPostgres();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-search-'));
    const stores: [string, Store][] = [];
    try {
      const sqlite = await openSqliteStore(path.join(dir, 'folio.db'));
      stores.push(['sqlite', sqlite]);
      const postgres = await openPostgresStore(cluster.url);
      stores.push(['postgres', postgres]);
      const demo = (await sqlite.articles.allArticles()).filter((a) => a.status === 'PUBLISHED');
      progress(`writing ${ARTICLES} articles into each store`);
      const rows = bulkRows(demo);
      fillSqlite(sqlite, rows);
      await fillPostgres(postgres, rows);
      const perQuery = new Map<string, number[]>();
      for (let r = 0; r < ROUNDS + 1; r++) {
        for (const query of QUERIES) {
          for (const [name, store] of r % 2 ? [...stores].reverse() : stores) {
            const ms = await searchOnce(store, query);
            // The first round warms caches and prepares statements.
            if (r > 0)
              perQuery.set(`${name}\t${query}`, [...(perQuery.get(`${name}\t${query}`) ?? []), ms]);
          }
        }
      }
      const metrics: Metric[] = [];
      for (const [name] of stores) {
        const medians = QUERIES.map((query) => median(perQuery.get(`${name}\t${query}`)!));
        metrics.push(
          { metric: `search, median query (${name})`, value: round(median(medians)), unit: 'ms' },
          {
            metric: `search, slowest query (${name})`,
            value: round(Math.max(...medians)),
            unit: 'ms',
          },
        );
      }
      progress('walking to page 500 of the published list');
      for (const [name, store] of stores) {
        const deep = await cursorOfPage(store, 500);
        const first: number[] = [];
        const last: number[] = [];
        for (let r = 0; r < 41; r++) {
          first.push(await timed(() => store.articles.publishedArticles(PAGE, null, null)));
          last.push(await timed(() => store.articles.publishedArticles(PAGE, deep, null)));
        }
        metrics.push({
          metric: `page 500 / page 1 (${name})`,
          value: round(median(last) / median(first)),
          unit: '×',
          target: { op: '<=', value: DEEP_PAGE_TARGET },
        });
      }
      progress(`searching ${DENSE_ARTICLES} bodies of dense \`a a a …\` for "a zebra"`);
      for (const [name, store] of stores) {
        for (let i = 0; i < DENSE_ARTICLES; i++) {
          await store.articles.insertArticle({
            authorId: 1,
            title: `Dense ${i}`,
            summary: '',
            body: DENSE_BODY,
            tags: [],
            status: 'PUBLISHED',
            createdAt: new Date().toISOString(),
            publishedAt: new Date().toISOString(),
          });
        }
        const times: number[] = [];
        for (let r = 0; r < 5; r++) times.push(await searchOnce(store, 'a zebra'));
        metrics.push({
          metric: `search, a page of dense hostile bodies (${name})`,
          value: round(median(times)),
          unit: 'ms',
        });
      }
      metrics.push({
        metric: 'load average during the section',
        value: round(os.loadavg()[0]!),
        unit: '',
      });
      return metrics;
    } finally {
      for (const [, store] of stores) await store.close();
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
