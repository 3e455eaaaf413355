import path from 'node:path';
import type { GraphQLObjectType } from 'graphql';
import { startTestServer, type TestServer } from '../testing/testServer';
import { storeDatedArticle, storeUser } from '../http/routes/publicDocumentsFixtures';
import { createSchema } from './schema';
import { MAX_RESPONSE_CHARS } from './responseSize';

// /graphql and the page renderer run their operations through one pipeline
// (executeOperation.ts): a limit holds on both doors, over a real server and store. Needs the
// built client and renderer (`npm run build`; npm test builds first).

const root = path.resolve(__dirname, '..', '..');
const clientDir = path.join(root, 'dist');
/** An article whose title alone makes any answer holding it larger than the server sends. */
const SLUG = 'too-large-to-answer';

let server: TestServer;

beforeAll(async () => {
  // The store keeps titles short; a resolver that returns a huge one stands for any field that
  // would make an answer too large (the cap is the same whatever makes it so).
  const schema = createSchema();
  const title = (schema.getType('Article') as GraphQLObjectType).getFields().title!;
  const huge = 'x'.repeat(MAX_RESPONSE_CHARS);
  title.resolve = (article: { slug: string; title: string }) =>
    article.slug === SLUG ? huge : article.title;
  server = await startTestServer({ seed: 'none', clientDir, schema });
  await storeDatedArticle(server, {
    slug: SLUG,
    title: 'Too large to answer',
    body: 'It exists.',
    status: 'PUBLISHED',
    authorId: await storeUser(server, 'ada', 'Ada'),
    publishedAt: '2030-01-01T00:00:00.000Z',
    tags: [],
  });
}, 60_000);
afterAll(() => server?.close());

describe('an answer over the size cap', () => {
  it('is refused on /graphql with RESPONSE_TOO_LARGE', async () => {
    const response = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: `{ article(slug: "${SLUG}") { title } }` }),
    });
    const body = await response.json();
    expect(body.data).toBeNull();
    expect(
      body.errors.map((error: { extensions: { code: string } }) => error.extensions.code),
    ).toEqual(['RESPONSE_TOO_LARGE']);
  });

  it('is not rendered into a page either: the reader gets the error page, the log the limit', async () => {
    const response = await fetch(`${server.origin}/articles/${SLUG}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html.length).toBeLessThan(10_000);
    expect(html).toContain('Something went wrong on the server');
    const reference = /reference: ([0-9a-f-]{36})/.exec(html)![1];
    const logged = server.logRecords.find((line) => line.reqId === reference && line.level === 50);
    expect(logged?.msg).toContain(`characters of JSON; the limit is ${MAX_RESPONSE_CHARS}`);
  });
});
