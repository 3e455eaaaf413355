import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createFolioServer } from '../http';
import { createSchema } from '../../graphql/schema';
import { tempStore, type TestStore } from '../../testing/testStore';
import { storeDatedArticle, storeUser } from './publicDocumentsFixtures';

// The sitemap and robots.txt over a real server and store (SQLite or PostgreSQL), checked
// against the published set.

let temp: TestStore;
let server: http.Server;
let origin: string;
const PER_FILE = 7;

const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => m[1]!);

beforeAll(async () => {
  temp = await tempStore({ demo: true });
  const drafter = await storeUser(temp, 'drafter', 'Only Drafts');
  await storeDatedArticle(temp, {
    slug: 'secret-draft--abcd',
    title: 'Secret',
    body: 'x',
    status: 'DRAFT',
    authorId: drafter,
    publishedAt: '2031-01-01T00:00:00.000Z',
    tags: ['unreleased'],
  });
  await storeDatedArticle(temp, {
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
  await temp.close();
});

async function expected(): Promise<string[]> {
  const q = async (sql: string) => (await temp.sql<{ v: string }>(sql)).map((r) => r.v);
  return [
    `${origin}/`,
    ...(await q(`SELECT slug AS v FROM articles WHERE status = 'PUBLISHED'`)).map(
      (s) => `${origin}/articles/${s}`,
    ),
    ...(
      await q(
        `SELECT DISTINCT t.name AS v FROM tags t JOIN article_tags at ON at.tag_id = t.id
         JOIN articles a ON a.id = at.article_id WHERE a.status = 'PUBLISHED'`,
      )
    ).map((t) => `${origin}/tags/${t}`),
    ...(
      await q(
        `SELECT DISTINCT u.handle AS v FROM users u JOIN articles a ON a.author_id = u.id
         WHERE a.status = 'PUBLISHED'`,
      )
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
  expect(all.sort()).toEqual(await expected());
  expect(all.join()).not.toMatch(/secret-draft|archived-piece|drafter|unreleased/);
  expect((await fetch(`${origin}/sitemap-${files.length + 1}.xml`)).status).toBe(404);
});

it('gives each article its last update', async () => {
  const first = locs(await (await fetch(`${origin}/sitemap.xml`)).text())[0]!;
  const xml = await (await fetch(first)).text();
  const article = /<url><loc>[^<]*\/articles\/([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/.exec(xml)!;
  const [row] = await temp.sql<{ u: string | Date }>(
    `SELECT updated_at AS u FROM articles WHERE slug = ?`,
    article[1],
  );
  // The stored instant, as ISO 8601 (PostgreSQL's timestamptz comes back as a Date).
  expect(article[2]).toBe(new Date(row!.u).toISOString());
});

it('names the sitemap in robots.txt', async () => {
  const robots = await fetch(`${origin}/robots.txt`);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

it('is built once per store change: a flood reads the store once, a publish shows at once', async () => {
  const reads = jest.spyOn(temp.store.feeds, 'sitemapPages');
  try {
    const index = await fetch(`${origin}/sitemap.xml`);
    const etag = index.headers.get('etag');
    const files = locs(await index.text());
    for (const file of files) await (await fetch(file)).text();
    reads.mockClear();
    // Six clients in a loop, as in the hostile bench: every file, again and again.
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let round = 0; round < 5; round += 1) {
          for (const file of [`${origin}/sitemap.xml`, ...files]) {
            const response = await fetch(file);
            expect(response.status).toBe(200);
            await response.text();
          }
        }
        return (await fetch(`${origin}/sitemap.xml`)).headers.get('etag');
      }),
    );
    expect(answers).toEqual(Array(6).fill(etag));
    // Each file was built once before: nothing was built again.
    expect(reads).not.toHaveBeenCalled();

    await storeDatedArticle(temp, {
      slug: 'published-just-now',
      title: 'Published just now',
      body: 'x',
      status: 'PUBLISHED',
      authorId: await storeUser(temp, 'latecomer', 'Late Comer'),
      publishedAt: '2032-01-01T00:00:00.000Z',
    });
    const all: string[] = [];
    for (const file of locs(await (await fetch(`${origin}/sitemap.xml`)).text())) {
      all.push(...locs(await (await fetch(file)).text()));
    }
    expect(all).toContain(`${origin}/articles/published-just-now`);
  } finally {
    reads.mockRestore();
  }
});
