import path from 'node:path';
import { Client as PgClient } from 'pg';
import { startTestServer } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';
import { PageRenderer } from '../../render/pageRenderer';
import { testEngine } from '../../testing/testStore';
import { STORE_RETRY_AFTER_SECONDS } from './graphqlErrors';
import { storeDatedArticle, storeUser } from './publicDocumentsFixtures';

// Every surface while the database refuses connections: 503 with Retry-After and a body that
// names nothing of the server's insides, and the pages held from before served meanwhile.
// Needs the built client and renderer (`npm run build`; npm test builds first).

const root = path.resolve(__dirname, '..', '..', '..');
const clientDir = path.join(root, 'dist');
const QUERY = '{ articles(first: 1) { edges { node { id } } } }';

async function post(server: TestServer) {
  const res = await fetch(server.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: await res.json() };
}

// PostgreSQL can be made to refuse connections and take them again. SQLite has no such state
// for a reader: its reads never wait for a lock (WAL), and a writer's lock cannot keep other
// connections out while they hold the file open.
(testEngine() === 'postgres' ? describe : describe.skip)(
  'while the database refuses connections',
  () => {
    let server: TestServer;
    let admin: PgClient;
    let database: string;
    /** What an answer must never carry: the database's address, its name, the error's code. */
    let internals: string[];
    const refuse = async (refused: boolean) => {
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${!refused}`);
      if (refused) {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [database],
        );
      }
    };

    beforeAll(async () => {
      if (
        !PageRenderer.available(
          path.join(root, 'dist-server', 'entry-server.js'),
          path.join(clientDir, 'index.html'),
        )
      ) {
        throw new Error('Build first (npm run build): dist/ and dist-server/ are needed.');
      }
      server = await startTestServer({ seed: 'none', clientDir });
      if (server.location.dialect !== 'postgres') throw new Error('a PostgreSQL test server');
      const url = new URL(server.location.url);
      database = url.pathname.slice(1);
      internals = [url.host, url.port, database, 'ECONNREFUSED', 'postgres', 'accepting'];
      admin = new PgClient({ connectionString: `${process.env.FOLIO_TEST_PG_URL}/postgres` });
      await admin.connect();
      await storeDatedArticle(server, {
        slug: 'held-through-an-outage',
        title: 'Held through an outage',
        body: 'Read before the database went away.',
        status: 'PUBLISHED',
        authorId: await storeUser(server, 'outage', 'Outage Author'),
        publishedAt: '2030-01-01T00:00:00.000Z',
      });
    }, 60_000);
    afterAll(async () => {
      await admin?.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
      await admin?.end();
      await server?.close();
    });

    it('/graphql answers 503 with Retry-After, says so in plain words, and serves again once it is back', async () => {
      expect((await post(server)).status).toBe(200);

      await refuse(true);
      const down = await post(server);
      expect(down.status).toBe(503);
      expect(down.retryAfter).toBe(String(STORE_RETRY_AFTER_SECONDS));
      expect(down.json).toEqual({
        errors: [
          {
            message: 'The database is not answering right now. Try again in a moment.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          },
        ],
      });
      // Logged as the outage it is, not as a bug with an error id.
      expect(server.logs.some((line) => line.startsWith('the store is unavailable'))).toBe(true);
      expect(server.logs.some((line) => line.startsWith('error '))).toBe(false);

      await refuse(false);
      const up = await post(server);
      expect(up.status).toBe(200);
      expect(up.json.data.articles.edges).toHaveLength(1);
    });

    it.each([
      ['a page no one has read', '/tags', 'text/html'],
      ['the feed', '/feed.xml', 'application/rss+xml'],
      ['a tag feed', '/tags/sqlite/atom.xml', 'application/atom+xml'],
      ['the sitemap', '/sitemap.xml', 'application/xml'],
      ['an image', `/media/${'a'.repeat(32)}-400.webp`, 'image/webp'],
    ])(
      '%s (%s) answers 503 with Retry-After and a page that names nothing internal',
      async (_what, url, accept) => {
        await refuse(true);
        try {
          for (const wants of [`${accept}, text/html;q=0.9`, accept]) {
            const response = await fetch(server.origin + url, { headers: { accept: wants } });
            expect(response.status).toBe(503);
            expect(response.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
            expect(response.headers.get('cache-control')).toBe('no-store');
            const body = await response.text();
            expect(body).toContain('The database is not answering right now.');
            for (const internal of internals) expect(body).not.toContain(internal);
            if (wants.includes('text/html')) {
              expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
              expect(body).toMatch(/^<!doctype html>/);
            } else {
              expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
            }
          }
        } finally {
          await refuse(false);
        }
      },
    );

    it('a page read before the outage is served as it was, and fresh again once it is back', async () => {
      const url = '/articles/held-through-an-outage';
      const before = await fetch(server.origin + url);
      expect(before.status).toBe(200);
      await before.text();
      // A change the held page does not show: it is out of date when the outage starts.
      await server.sql(
        'UPDATE articles SET title = ? WHERE slug = ?',
        'Retitled',
        'held-through-an-outage',
      );

      await refuse(true);
      try {
        const during = await fetch(server.origin + url);
        expect(during.status).toBe(200);
        // Not kept as fresh by anyone downstream: the next request should ask again.
        expect(during.headers.get('cache-control')).toBe('no-cache');
        const html = await during.text();
        expect(html).toContain('Read before the database went away.');
        expect(html).toContain('Held through an outage');
      } finally {
        await refuse(false);
      }
      const after = await (await fetch(server.origin + url)).text();
      expect(after).toContain('Retitled');
      // The first article rendered starts the server's Markdown thread (tsx, jsdom, marked).
    }, 60_000);
  },
);
