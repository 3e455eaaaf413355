import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { closeDatabase, openDatabase } from '../server/db/sqlite/database';
import type { FolioDatabase } from '../server/db/sqlite/database';
import { ARTICLES_PAGE_QUERY, CLIENT_HEADERS, requestBody } from './operations';
import { type BenchSection, progress } from './section';
import { startFolioServer } from './support/servers';

export const ARTICLE_COUNT = 10_000;
const PAGE_SIZE = 20;
const DEEP_PAGE = 500;
/** A deep page may cost at most this multiple of the first page's median. */
export const DEPTH_RATIO_TARGET = 1.5;

const TAGS = ['graphql', 'relay', 'sqlite', 'react', 'typescript', 'markdown', 'ops', 'design'];

/**
 * Fills a new database with ARTICLE_COUNT published articles (and some drafts
 * in between, which the list must skip) straight through the server's tables
 * in one transaction: the app's insert path would take minutes. Every third
 * article shares its published_at with its neighbours, so the id tie-breaker
 * of the keyset is exercised. The search index is left empty: this database
 * is not searched.
 */
export function fillArticles(db: FolioDatabase, count: number): void {
  db.transaction(() => {
    const created = '2020-01-01T00:00:00.000Z';
    const { id: authorId } = db
      .prepare(
        `INSERT INTO users (handle, name, bio, role, password_hash, created_at)
         VALUES ('bench', 'Bench Author', '', 'AUTHOR', 'not-a-hash', ?) RETURNING id`,
      )
      .get(created) as { id: number };
    const tagIds = TAGS.map(
      (name) =>
        (db.prepare(`INSERT INTO tags (name) VALUES (?) RETURNING id`).get(name) as { id: number })
          .id,
    );
    const insert = db.prepare(
      `INSERT INTO articles (slug, title, summary, body, status, author_id, created_at,
         updated_at, published_at, revision, reading_minutes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 2) RETURNING id`,
    );
    const link = db.prepare(
      `INSERT INTO article_tags (article_id, tag_id, position) VALUES (?, ?, ?)`,
    );
    const start = Date.parse('2021-01-01T00:00:00.000Z');
    let published = 0;
    for (let i = 0; published < count; i++) {
      const draft = i % 20 === 19;
      const at = new Date(start + Math.floor(i / 3) * 60_000).toISOString();
      const { id } = insert.get(
        `article-${i}`,
        `Article number ${i}`,
        `The summary of article ${i}, long enough to look like one a person wrote.`,
        `# Article ${i}\n\n${'Some words in a paragraph. '.repeat(40)}`,
        draft ? 'DRAFT' : 'PUBLISHED',
        authorId,
        at,
        at,
        draft ? null : at,
      ) as { id: number };
      link.run(id, tagIds[i % tagIds.length]!, 0);
      link.run(id, tagIds[(i + 3) % tagIds.length]!, 1);
      if (!draft) published++;
    }
  })();
}

interface PageData {
  articles: {
    edges: { cursor: string; node: { id: string } }[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Page 1 against page 500 of `articles(first: 20)` over 10,000 published
 * articles, through Folio's HTTP server: keyset cursors should make the deep
 * page cost what the first does.
 */
export const paginationSection: BenchSection = {
  name: 'pagination',
  description: 'Median time of page 1 vs page 500 of articles(first: 20) over 10,000 articles',
  async run() {
    const iterations = Number(process.env.FOLIO_BENCH_PAGE_ITERATIONS) || 400;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-pages-'));
    const dbFile = path.join(dir, 'folio.db');
    const seedDb = openDatabase(dbFile);
    const fillStarted = performance.now();
    fillArticles(seedDb, ARTICLE_COUNT);
    progress(`${ARTICLE_COUNT} articles in ${Math.round(performance.now() - fillStarted)} ms`);
    closeDatabase(seedDb);

    const server = await startFolioServer(dbFile);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(`${server.origin}/graphql`);
    const fetchPage = (after: string | null) =>
      new Promise<{ ms: number; data: PageData }>((resolve, reject) => {
        const body = requestBody('LatestArticlesPaginationQuery', ARTICLES_PAGE_QUERY, {
          first: PAGE_SIZE,
          after,
        });
        const t0 = performance.now();
        const req = http.request(
          url,
          { method: 'POST', headers: CLIENT_HEADERS, agent, timeout: 10_000 },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const ms = performance.now() - t0;
              const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                data?: PageData;
                errors?: unknown;
              };
              if (res.statusCode !== 200 || !json.data || json.errors) {
                reject(new Error(`page request failed: ${res.statusCode} ${JSON.stringify(json)}`));
              } else resolve({ ms, data: json.data });
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        req.end(body);
      });

    try {
      // Walk the cursors once: page 500's `after` is page 499's endCursor.
      const seen = new Set<string>();
      let after: string | null = null;
      let deepAfter: string | null = null;
      for (let page = 1; page <= DEEP_PAGE; page++) {
        if (page === DEEP_PAGE) deepAfter = after;
        const { data }: { data: PageData } = await fetchPage(after);
        for (const edge of data.articles.edges) seen.add(edge.node.id);
        after = data.articles.pageInfo.endCursor;
        if (page === DEEP_PAGE && data.articles.pageInfo.hasNextPage) {
          throw new Error(`page ${DEEP_PAGE} should be the last`);
        }
      }
      // Keyset pages must neither repeat nor skip rows.
      if (seen.size !== ARTICLE_COUNT) {
        throw new Error(`walking the pages saw ${seen.size} articles, not ${ARTICLE_COUNT}`);
      }

      const first: number[] = [];
      const deep: number[] = [];
      // Interleaved, so that noise on a shared machine falls on both alike.
      for (let i = 0; i < iterations + 50; i++) {
        const a = await fetchPage(null);
        const b = await fetchPage(deepAfter);
        if (i >= 50) {
          first.push(a.ms);
          deep.push(b.ms);
        }
      }
      const m1 = median(first);
      const m500 = median(deep);
      return [
        { metric: `page 1 median (${iterations} runs)`, value: m1, unit: 'ms' },
        { metric: `page ${DEEP_PAGE} median (${iterations} runs)`, value: m500, unit: 'ms' },
        {
          metric: `page ${DEEP_PAGE} / page 1`,
          value: m500 / m1,
          unit: '×',
          target: { op: '<=', value: DEPTH_RATIO_TARGET },
        },
      ];
    } finally {
      agent.destroy();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
