import { startTestServer } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

// What the client sends on every request (PRODUCT.md §7).
const ACCEPT = 'application/graphql-response+json, application/json;q=0.9';
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';
const VARY = 'Cookie, Accept, Accept-Encoding';

const LATEST = 'query Latest { articles(first: 1) { edges { node { title } } } }';
const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { viewer { handle } userErrors { message } }
}`;
const CREATE = `mutation Create($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id } userErrors { message } }
}`;
const PUBLISH = `mutation Publish($input: PublishArticleInput!) {
  publishArticle(input: $input) { article { status } userErrors { message } }
}`;

describe('GraphQL answers a CDN may cache', () => {
  let server: TestServer;
  let session: string;

  /** A query sent as the contract's GET: its parameters in the query string. */
  function get(query: string, variables: unknown = {}, headers: Record<string, string> = {}) {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    return fetch(`${server.endpoint}?${params}`, { headers: { accept: ACCEPT, ...headers } });
  }

  function post(query: string, variables: unknown = {}, headers: Record<string, string> = {}) {
    return fetch(server.endpoint, {
      method: 'POST',
      headers: { accept: ACCEPT, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
    const res = await post(SIGN_IN, { input: { handle: 'ada', password: 'folio-demo' } });
    session = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(session).toMatch(/^folio_session=./);
  });
  afterAll(() => server.close());

  it('answers an anonymous GET query with public caching headers and a weak ETag', async () => {
    const res = await get(LATEST);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    expect(res.headers.get('vary')).toBe(VARY);
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const json = await res.json();
    expect(json.data.articles.edges).toHaveLength(1);
  });

  it('answers 304 with no body when the client already holds that answer', async () => {
    const etag = (await get(LATEST)).headers.get('etag')!;
    const res = await get(LATEST, {}, { 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    // Caches may send the validator back strong or in a list: compared weakly either way.
    const listed = await get(LATEST, {}, { 'if-none-match': `"x", ${etag.slice(2)}` });
    expect(listed.status).toBe(304);
  });

  it('keeps every GET from a client with a session cookie private, with no ETag', async () => {
    const res = await get(LATEST, {}, { cookie: session });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    expect(res.headers.get('vary')).toBe(VARY);
    expect(res.headers.get('etag')).toBeNull();
    const withValidator = await get(LATEST, {}, { cookie: session, 'if-none-match': '*' });
    expect(withValidator.status).toBe(200);
    // A cookie the server does not accept still marks a signed-in browser: the CDN rule
    // bypasses on the cookie's name, and the server agrees with it.
    const stale = await get(LATEST, {}, { cookie: '__Host-folio_session=expired' });
    expect(stale.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('keeps a POSTed query private, with no ETag', async () => {
    const res = await post(LATEST);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('never shares an answer that carries errors, whatever its status', async () => {
    const wrongType = 'query Q($first: Int) { articles(first: $first) { edges { cursor } } }';
    const refused = await get(wrongType, { first: 'ten' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe(PRIVATE);
    // A client that accepts only application/json gets that request error with status 200.
    const plain = await get(wrongType, { first: 'ten' }, { accept: 'application/json' });
    expect(plain.status).toBe(200);
    expect((await plain.json()).errors).toHaveLength(1);
    expect(plain.headers.get('cache-control')).toBe(PRIVATE);
    expect(plain.headers.get('etag')).toBeNull();
    const tooMany = await get(LATEST.replace('first: 1', 'first: 51'));
    expect(tooMany.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('refuses a mutation sent by GET with 405, privately, and runs nothing', async () => {
    const input = { title: 'Sent by GET', body: 'x', tags: [], summary: '' };
    const res = await get(CREATE, { input });
    expect(res.status).toBe(405);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    const rows = await server.sql(`SELECT id FROM articles WHERE title = 'Sent by GET'`);
    expect(rows).toEqual([]);
  });

  it('gives a changed answer a new ETag, so a revalidating CDN gets the new body', async () => {
    const before = await get(LATEST);
    const etag = before.headers.get('etag')!;
    const input = { title: 'Fresh from the press', body: 'News.', tags: [], summary: '' };
    const created = await (await post(CREATE, { input }, { cookie: session })).json();
    const id = created.data.createArticle.article.id;
    await post(PUBLISH, { input: { id } }, { cookie: session });

    const after = await get(LATEST, {}, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const json = await after.json();
    expect(json.data.articles.edges[0].node.title).toBe('Fresh from the press');
  });
});
