import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openPostgresStore, type PostgresStore } from '../../db/postgres/store';
import { openSqliteStore } from '../../db/sqlite/sqliteStore';
import type { Store } from '../../db/store';
import { createFolioServer } from '../http';
import { PageRenderer } from '../../render/pageRenderer';
import { ServerMarkdown } from '../../render/serverMarkdown';
import { createSchema } from '../../graphql/schema';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';

// What a reader, a feed reader and a crawler get is the same on either store: the demo seeded
// into SQLite and into PostgreSQL, served side by side, answers every public URL byte for byte
// (but for the origin), pages rendered on the server included. The two share one node-id key,
// as a db:import would carry it, so global IDs and cursors match. Search is left out: its
// ranking formulas differ by design (server/db/postgres/parity.test.ts compares its hits).
// Needs the built client and renderer (`npm run build`).

// Each test renders every route on two servers, one per engine, pages included.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..', '..', '..');
const clientDir = path.join(root, 'dist');
const bundle = path.join(root, 'dist-server', 'entry-server.js');

interface Served {
  store: Store;
  markdown: ServerMarkdown;
  server: ReturnType<typeof createFolioServer>;
  origin: string;
}

let cluster: TempPostgres;
let dir: string;
let served: Served[] = [];

beforeAll(async () => {
  if (!PageRenderer.available(bundle, path.join(clientDir, 'index.html'))) {
    throw new Error('Build first (npm run build): dist/ and dist-server/ are needed.');
  }
  cluster = await startTempPostgres();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-routes-parity-'));
  const sqlite = await openSqliteStore(path.join(dir, 'folio.db'));
  const seeding = (await openPostgresStore(cluster.url)) as PostgresStore;
  await seeding.db.run({
    text: `UPDATE secrets SET value = $1 WHERE name = 'node_id_key'`,
    values: [sqlite.nodeIdKey],
  });
  await seeding.close();
  // Opened again: the key is read once, at open.
  const postgres = await openPostgresStore(cluster.url);
  served = await Promise.all([sqlite, postgres].map(serve));
}, 120_000);

afterAll(async () => {
  for (const { server, store, markdown } of served) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    await markdown.close();
  }
  await cluster?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(store: Store): Promise<Served> {
  // Bodies are compared formatted: a render is not cut short by how busy the machine is (on CI's
  // two workers, one store's page of an article once carried its body unformatted).
  const markdown = new ServerMarkdown({ maxWaitMs: 60_000, maxWallMs: 60_000 });
  const server = createFolioServer({
    store,
    markdown,
    schema: createSchema(),
    clientDir,
    // Small files: the index and several of them are compared.
    sitemapUrlsPerFile: 7,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    store,
    markdown,
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

/** What a client sees of `url` on one store; the origin written as ORIGIN. */
async function answer({ origin }: Served, url: string): Promise<string> {
  const response = await fetch(origin + url, { redirect: 'manual' });
  const headers = ['content-type', 'cache-control', 'vary', 'location']
    .map((name) => `${name}: ${response.headers.get(name)}`)
    .join('\n');
  const body = await response.text();
  return `${response.status}\n${headers}\n\n${body}`.split(origin).join('ORIGIN');
}

it('answers every public URL of the demo the same on SQLite and PostgreSQL', async () => {
  const store = served[0]!.store;
  const tags = (await store.tags.tagsWithPublishedArticles(1000)).map((tag) => tag.name);
  const handles = (await store.users.allUsers()).map((user) => user.handle);
  // Drafts' slugs end in a random draw: the same article has another URL on each store.
  const slugs = (await store.articles.allArticles())
    .filter((article) => article.status !== 'DRAFT')
    .map((article) => article.slug);
  const index = await answer(served[0]!, '/sitemap.xml');
  // The home page's next page, by the cursor its "Load more" link carries.
  const more = /href="(\/\?after=[\w-]+)"/.exec(await answer(served[0]!, '/'))?.[1];
  expect(more).toBeDefined();
  const sitemaps = Array.from(index.matchAll(/<loc>ORIGIN([^<]*)<\/loc>/g), (m) => m[1]!);
  expect(sitemaps.length).toBeGreaterThan(2);
  const urls = [
    '/',
    more!,
    '/tags',
    '/feed.xml',
    '/atom.xml',
    '/rss.xml',
    '/robots.txt',
    '/sitemap.xml',
    ...sitemaps,
    ...tags.flatMap((tag) => [`/tags/${tag}`, `/tags/${tag}/feed.xml`]),
    ...handles.flatMap((handle) => [`/authors/${handle}`, `/authors/${handle}/atom.xml`]),
    ...slugs.map((slug) => `/articles/${slug}`),
    '/articles/no-such-article',
    '/tags/no-such-tag/feed.xml',
  ];
  expect(slugs.length).toBeGreaterThan(20);
  const differing: string[] = [];
  for (const url of urls) {
    const [onSqlite, onPostgres] = await Promise.all(served.map((s) => answer(s, url)));
    if (onPostgres !== onSqlite) differing.push(url);
  }
  expect(differing).toEqual([]);
});
