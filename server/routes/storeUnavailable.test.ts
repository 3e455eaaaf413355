import { Client as PgClient } from 'pg';
import { startTestServer } from '../../test/testServer';
import type { TestServer } from '../../test/testServer';
import { testEngine } from '../testing/testStore';
import { STORE_RETRY_AFTER_SECONDS } from './graphqlErrors';

const QUERY = '{ articles(first: 1) { edges { node { id } } } }';

async function post(server: TestServer) {
  const res = await fetch(server.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: await res.json() };
}

// PostgreSQL can be made to refuse connections and take them again; SQLite has no such state
// short of a lock held past its 5 s busy timeout.
(testEngine() === 'postgres' ? describe : describe.skip)(
  'while the database refuses connections',
  () => {
    let server: TestServer;
    let admin: PgClient;
    let database: string;
    beforeAll(async () => {
      server = await startTestServer({ seed: 'none' });
      if (server.location.dialect !== 'postgres') throw new Error('a PostgreSQL test server');
      database = new URL(server.location.url).pathname.slice(1);
      admin = new PgClient({ connectionString: `${process.env.FOLIO_TEST_PG_URL}/postgres` });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
      await admin?.end();
      await server?.close();
    });

    it('answers 503 with Retry-After, says so in plain words, and serves again once it is back', async () => {
      expect((await post(server)).status).toBe(200);

      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
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

      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
      const up = await post(server);
      expect(up.status).toBe(200);
      expect(up.json.data.articles.edges).toEqual([]);
    });
  },
);
