import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '../../testing/harness';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import { openSqliteStore } from '../sqlite/sqliteStore';
import type { Store } from '../store';
import { openPostgresStore } from './store';

// GraphQL answers, byte for byte, from the same demo on each store: the resolvers do not know
// which store runs. The PostgreSQL database is given the SQLite file's node-id key, so global
// ids and cursors are the same strings. What is random (a draft's slug suffix) is masked;
// search order is compared only where the ranking formulas cannot disagree.

let cluster: TempPostgres;
let dir: string;
let sqlite: Store;
let postgres: Store;

beforeAll(async () => {
  cluster = await startTempPostgres();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-graphql-'));
  sqlite = await openSqliteStore(path.join(dir, 'folio.db'));
  const first = await openPostgresStore(cluster.url);
  await first.db.run({
    text: `UPDATE secrets SET value = $1 WHERE name = 'node_id_key'`,
    values: [sqlite.nodeIdKey],
  });
  await first.close();
  postgres = await openPostgresStore(cluster.url);
}, 120_000);
afterAll(async () => {
  await sqlite?.close();
  await postgres?.close();
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const mask = (text: string) => text.replace(/--[0-9a-f]{8}\b/g, '--*');

/** The same operation through a client of each store (same clock); both answers as JSON. */
async function both(
  clients: [Client, Client],
  source: string,
  variables?: Record<string, unknown>,
): Promise<[string, string]> {
  const [a, b] = await Promise.all(clients.map((c) => c.run(source, variables)));
  return [mask(JSON.stringify(a)), mask(JSON.stringify(b))];
}

const ARTICLE = `id slug title summary body status createdAt updatedAt publishedAt editedAt
  readingMinutes revision commentCount viewerCanEdit scheduledAt
  author { id handle name bio role createdAt }
  tags { id name articleCount }
  previousByAuthor { id slug } nextByAuthor { id slug }
  comments(first: 3) { edges { cursor node { id body createdAt author { handle } } }
    pageInfo { hasNextPage endCursor } }`;

test('readers get the same answers: home pages, tags, an author, every article', async () => {
  const clients: [Client, Client] = [new Client(sqlite), new Client(postgres)];
  let after: string | null = null;
  const slugs: string[] = [];
  for (;;) {
    const [a, b] = await both(
      clients,
      `query ($after: String) { articles(first: 4, after: $after) {
         edges { cursor node { ${ARTICLE} } } pageInfo { hasNextPage endCursor } } }`,
      { after },
    );
    expect(b).toBe(a);
    const page = JSON.parse(a).data.articles;
    slugs.push(...page.edges.map((e: { node: { slug: string } }) => e.node.slug));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(slugs.length).toBeGreaterThan(5);
  for (const slug of slugs) {
    const [a, b] = await both(
      clients,
      `query ($slug: String!) { article(slug: $slug) { ${ARTICLE} } }`,
      {
        slug,
      },
    );
    expect(b).toBe(a);
  }
  const [t1, t2] = await both(
    clients,
    `{ tags { id name articleCount articles(first: 2) { edges { cursor node { slug } } } } }`,
  );
  expect(t2).toBe(t1);
  const handle = (
    (await clients[0].data(
      `query ($slug: String!) { article(slug: $slug) { author { handle } } }`,
      {
        slug: slugs[0],
      },
    )) as { article: { author: { handle: string } } }
  ).article.author.handle;
  const [u1, u2] = await both(
    clients,
    `query ($h: String!) { user(handle: $h) { id handle articles(first: 50) { edges { cursor node { slug } } } } }`,
    { h: handle },
  );
  expect(JSON.parse(u1).data.user.articles.edges.length).toBeGreaterThan(0);
  expect(u2).toBe(u1);
});

test('a search for a word only one article holds answers alike, snippet aside', async () => {
  const clients: [Client, Client] = [new Client(sqlite), new Client(postgres)];
  const [a, b] = await both(
    clients,
    `{ search(query: "pagination", first: 50) { totalCount totalCountCapped
        edges { node { article { id slug } titleHighlights { start length } } } } }`,
  );
  const hits = JSON.parse(a).data.search.edges.map(
    (e: { node: { article: { id: string } } }) => e.node.article.id,
  );
  const pgHits = JSON.parse(b).data.search.edges.map(
    (e: { node: { article: { id: string } } }) => e.node.article.id,
  );
  expect([...pgHits].sort()).toEqual([...hits].sort());
  expect(JSON.parse(b).data.search.totalCount).toBe(JSON.parse(a).data.search.totalCount);
});

test('a writer’s session of mutations gets the same answers on both stores', async () => {
  const clock = { now: Date.UTC(2026, 5, 1, 9, 0, 0) };
  const clients: [Client, Client] = [new Client(sqlite, clock), new Client(postgres, clock)];
  const step = async (source: string, variables?: Record<string, unknown>) => {
    const [a, b] = await both(clients, source, variables);
    expect(b).toBe(a);
    return JSON.parse(a).data;
  };
  await step(
    `mutation { signUp(input: { handle: "parity", name: "Parity", password: "correct horse 1" }) {
       viewer { id handle createdAt } userErrors { field message } } }`,
  );
  // Sign-up makes a reader; this writer is staff, made an author by an owner.
  await Promise.all([
    sqlite.users.setRole('parity', 'AUTHOR'),
    postgres.users.setRole('parity', 'AUTHOR'),
  ]);
  clock.now += 1000;
  const created = await step(
    `mutation { createArticle(input: { title: "Parity check", body: "Both stores **agree**.", tags: ["Testing", "parity"] }) {
       article { id slug status revision tags { name } } userErrors { message } } }`,
  );
  const id = created.createArticle.article.id;
  clock.now += 1000;
  await step(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { ${ARTICLE} } userErrors { message } } }`,
    { id },
  );
  clock.now += 1000;
  await step(
    `mutation ($id: ID!) { addComment(input: { articleId: $id, body: "Looks right." }) {
       comment { id body createdAt } userErrors { message } } }`,
    { id },
  );
  await step(
    `{ viewer { handle drafts(first: 5) { edges { node { slug } } } articles(first: 5) { edges { cursor node { slug commentCount } } } } }`,
  );
  // The cursor carries each store's own score (bm25, ts_rank): everything else is the same.
  await step(
    `{ search(query: "parity check") { totalCount edges { node { snippet highlights { start length } titleHighlights { start length } article { slug } } } } }`,
  );
});

test('a page of 50 articles costs the statements a page of 5 does', async () => {
  const statements: string[] = [];
  const counted = await openPostgresStore(cluster.url, { verbose: (sql) => statements.push(sql) });
  try {
    const count = async (first: number) => {
      statements.length = 0;
      await new Client(counted).data(
        `query ($first: Int) { articles(first: $first) { edges { node {
           title author { name avatar { id } } tags { name articleCount } commentCount cover { id } } } } }`,
        { first },
      );
      return statements.length;
    };
    const few = await count(5);
    expect(few).toBeLessThan(12);
    expect(await count(50)).toBe(few);
  } finally {
    await counted.close();
  }
});
