import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import path from 'node:path';
import { ReadRates } from '../auth/readRates';
import { createSchema } from '../graphql/schema';
import { PageRenderer } from '../render/pageRenderer';
import { tempStore, type TestStore } from '../testing/testStore';
import { createFolioServer } from './http';

// GraphQL requests and page renders per client address, behind one trusted proxy (the client is
// the X-Forwarded-For the proxy appends): a client past its rate is refused with a Retry-After,
// while another client, a page the cache holds and this machine's own requests go on.

const clientDir = path.join(__dirname, '..', '..', 'dist');
const built = PageRenderer.available(
  path.join(clientDir, '..', 'dist-server', 'entry-server.js'),
  path.join(clientDir, 'index.html'),
);
const BURST = 4;

let temp: TestStore;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  temp = await tempStore({ demo: true });
  server = createFolioServer({
    store: temp.store,
    schema: createSchema(),
    clientDir: built ? clientDir : null,
    trustProxy: { kind: 'hops', hops: 1 },
    // A bucket that does not refill within the test: what is counted shows exactly.
    readRates: new ReadRates({ perSecond: 0.01, burst: BURST }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await temp.close();
});

const asClient = (address: string | null, extra: Record<string, string> = {}) =>
  address ? { 'x-forwarded-for': address, ...extra } : extra;
const graphql = (address: string | null) =>
  fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: asClient(address, { 'content-type': 'application/json' }),
    body: JSON.stringify({ query: '{ __typename }' }),
  });

test('a client past its GraphQL rate gets 429 with Retry-After; another client and this machine go on', async () => {
  for (let i = 0; i < BURST; i++) expect((await graphql('198.51.100.7')).status).toBe(200);
  const refused = await graphql('198.51.100.7');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  const [error] = (await refused.json()).errors;
  expect(error.message).toMatch(
    /^Your network has asked for many pages in a short time\. Try again in \d+ seconds?\.$/,
  );
  expect(error.extensions).toEqual({
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: Number(refused.headers.get('retry-after')),
  });
  expect((await graphql('203.0.113.9')).status).toBe(200);
  for (let i = 0; i < BURST + 2; i++) expect((await graphql(null)).status).toBe(200);
});

(built ? test : test.skip)(
  'page renders count, pages the cache holds do not; past the rate a held page is still served, a new one is a 429 page',
  async () => {
    const page = (url: string, address: string) =>
      fetch(origin + url, { headers: asClient(address, { accept: 'text/html' }) });
    // Rendered once, then held: a reader may read it as often as they like.
    expect((await page('/', '192.0.2.1')).status).toBe(200);
    for (let i = 0; i < BURST * 2; i++) expect((await page('/', '192.0.2.1')).status).toBe(200);
    // Each missing page is a render.
    for (let i = 1; i < BURST; i++)
      expect((await page(`/tags/none-${i}`, '192.0.2.1')).status).toBe(404);
    const refused = await page('/tags/none-x', '192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Your network has asked for many pages');
    expect((await page('/', '192.0.2.1')).status).toBe(200);
  },
);
