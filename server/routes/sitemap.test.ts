import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createFolioServer } from '../http';
import { createSchema } from '../schema';
import { tempDemoDatabase, type TempDatabase } from '../testing/harness';
import { storeArticle, storeUser } from './publicDocumentsFixtures';

// The sitemap and robots.txt over a real server and SQLite file, checked against the published set.

let temp: TempDatabase;
let server: http.Server;
let origin: string;
const PER_FILE = 7;

const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => m[1]!);

beforeAll(async () => {
  temp = await tempDemoDatabase();
  const drafter = storeUser(temp.db, 'drafter', 'Only Drafts');
  storeArticle(temp.db, {
    slug: 'secret-draft--abcd',
    title: 'Secret',
    body: 'x',
    status: 'DRAFT',
    authorId: drafter,
    publishedAt: '2031-01-01T00:00:00.000Z',
    tags: ['unreleased'],
  });
  storeArticle(temp.db, {
    slug: 'archived-piece',
    title: 'Archived',
    body: 'x',
    status: 'ARCHIVED',
    authorId: drafter,
    publishedAt: '2031-01-01T00:00:00.000Z',
    tags: ['unreleased'],
  });
  server = createFolioServer({
    store: temp.store,
    schema: createSchema(),
    sitemapUrlsPerFile: PER_FILE,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  temp.close();
});

function expected(): string[] {
  const q = (sql: string) => (temp.db.prepare(sql).all() as { v: string }[]).map((r) => r.v);
  return [
    `${origin}/`,
    ...q(`SELECT slug AS v FROM articles WHERE status = 'PUBLISHED'`).map(
      (s) => `${origin}/articles/${s}`,
    ),
    ...q(
      `SELECT DISTINCT t.name AS v FROM tags t JOIN article_tags at ON at.tag_id = t.id
       JOIN articles a ON a.id = at.article_id WHERE a.status = 'PUBLISHED'`,
    ).map((t) => `${origin}/tags/${t}`),
    ...q(
      `SELECT DISTINCT u.handle AS v FROM users u JOIN articles a ON a.author_id = u.id
       WHERE a.status = 'PUBLISHED'`,
    ).map((h) => `${origin}/authors/${h}`),
  ].sort();
}

it('splits the published set into an index of files of at most the limit', async () => {
  const index = await fetch(`${origin}/sitemap.xml`);
  expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = locs(indexXml);
  const all: string[] = [];
  for (const file of files) {
    const xml = await (await fetch(file)).text();
    expect(xml).toContain('<urlset');
    expect(locs(xml).length).toBeLessThanOrEqual(PER_FILE);
    all.push(...locs(xml));
  }
  expect(all.sort()).toEqual(expected());
  expect(all.join()).not.toMatch(/secret-draft|archived-piece|drafter|unreleased/);
  expect((await fetch(`${origin}/sitemap-${files.length + 1}.xml`)).status).toBe(404);
});

it('gives each article its last update', async () => {
  const first = locs(await (await fetch(`${origin}/sitemap.xml`)).text())[0]!;
  const xml = await (await fetch(first)).text();
  const article = /<url><loc>[^<]*\/articles\/([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/.exec(xml)!;
  const row = temp.db
    .prepare(`SELECT updated_at AS u FROM articles WHERE slug = ?`)
    .get(article[1]) as {
    u: string;
  };
  expect(article[2]).toBe(row.u);
});

it('names the sitemap in robots.txt', async () => {
  const robots = await fetch(`${origin}/robots.txt`);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
