import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSchema } from 'graphql';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { CLIENT_HEADERS, postGraphQL } from '../testing/harness';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) { viewer { handle } userErrors { field message } }
}`;
const signUpInput = { handle: 'reader_1', name: 'Reader One', password: 'long enough pw' };

describe('GraphQL over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a POSTed query in the media type the client prefers', async () => {
    const res = await postGraphQL(server.endpoint, {
      operationName: 'Q',
      query: 'query Q { tags { name } }',
      variables: {},
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(GRAPHQL_RESPONSE);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ data: { tags: [] } });
  });

  it('answers a query sent by GET with its parameters in the query string', async () => {
    const params = new URLSearchParams({
      query: 'query Q($tag: String) { articles(tag: $tag) { edges { cursor } } }',
      operationName: 'Q',
      variables: JSON.stringify({ tag: 'none' }),
    });
    const res = await fetch(`${server.endpoint}?${params}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ data: { articles: { edges: [] } } });
  });

  it('refuses a mutation sent by GET with 405 and changes nothing', async () => {
    const params = new URLSearchParams({
      query: SIGN_UP,
      variables: JSON.stringify({ input: signUpInput }),
    });
    const res = await fetch(`${server.endpoint}?${params}`, {
      headers: { accept: GRAPHQL_RESPONSE },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const handles = await server.sql('SELECT handle FROM users');
    expect(handles).toEqual([]);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a POST whose body is %s (no form on another site can act for a user)',
    async (contentType) => {
      const res = await postGraphQL(
        server.endpoint,
        JSON.stringify({ query: SIGN_UP, variables: { input: signUpInput } }),
        {
          'content-type': contentType,
        },
      );
      expect(res.status).toBe(415);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((await res.json()).errors[0].message).toBe(
        'A POST to /graphql must be JSON, sent with content-type application/json ' +
          `(charset utf-8, if any); this one's content-type was "${contentType}".`,
      );
      expect(await server.sql('SELECT handle FROM users')).toEqual([]);
    },
  );

  it('signs a user up with a POSTed mutation and keeps the session in an httpOnly, SameSite=Lax cookie', async () => {
    const res = await postGraphQL(server.endpoint, {
      operationName: 'SignUp',
      query: SIGN_UP,
      variables: { input: signUpInput },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { signUp: { viewer: { handle: 'reader_1' }, userErrors: [] } },
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^folio_session=[\w-]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);

    const session = cookie.split(';')[0]!;
    const viewer = await postGraphQL(
      server.endpoint,
      { query: '{ viewer { handle } }' },
      { cookie: session },
    );
    expect(await viewer.json()).toEqual({ data: { viewer: { handle: 'reader_1' } } });
    const anonymous = await postGraphQL(server.endpoint, { query: '{ viewer { handle } }' });
    expect(await anonymous.json()).toEqual({ data: { viewer: null } });
  });

  it('refuses a body over 1 MiB with 413 and keeps serving', async () => {
    const huge = JSON.stringify({
      query: '{ tags { name } }',
      variables: { pad: 'x'.repeat(1024 * 1024) },
    });
    const res = await postGraphQL(server.endpoint, huge);
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].message).toBe('Request body is larger than 1 MiB.');
    const after = await postGraphQL(server.endpoint, { query: '{ tags { name } }' });
    expect(after.status).toBe(200);
  });

  it('refuses a chunked body that grows past 1 MiB with 413', async () => {
    // No content-length: the server has to count while it reads.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        server.endpoint,
        { method: 'POST', headers: CLIENT_HEADERS },
        (res) => resolve(res.statusCode!),
      );
      req.on('error', reject);
      req.write('{"query":"{ tags { name } }","variables":{"pad":"');
      const chunk = 'a'.repeat(64 * 1024);
      for (let i = 0; i < 20; i++) req.write(chunk);
      req.end('"}}');
    });
    expect(status).toBe(413);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await postGraphQL(server.endpoint, '{"query": "{ tags { name } }"');
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toBe('Unparsable JSON body');
  });

  it('answers a body that is not UTF-8 with 400', async () => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: CLIENT_HEADERS,
      body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toBe('Request body is not valid UTF-8.');
  });

  it('refuses an operation nested deeper than 12 levels, and accepts 12', async () => {
    // article › author › articles › edges › node › author › … › __typename
    // (pages of one: three pages of ten would be over the cost budget)
    const nested = (depth: number): string => {
      const chain = ['author', 'articles(first: 1)', 'edges', 'node'];
      let selection = '__typename';
      for (let i = depth - 3; i >= 0; i--)
        selection = `${chain[i % chain.length]} { ${selection} }`;
      return `{ article(slug: "x") { ${selection} } }`;
    };
    const ok = await postGraphQL(server.endpoint, { query: nested(12) });
    expect(ok.status).toBe(200);
    const refused = await postGraphQL(server.endpoint, { query: nested(13) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].message).toBe(
      'Query is nested 13 levels deep; the limit is 12.',
    );
  });

  it('measures each fragment once, and refuses fragments spreading the next twice (2^40 fields) before validating them', async () => {
    // Walking every spread would visit the last of these 2^40 times; graphql-js's validation of
    // such a fan held the event loop 50-100 ms (the fuzz suite's probe), so it is refused first.
    const count = 40;
    const fragments = Array.from(
      { length: count },
      (_, i) =>
        `fragment F${i} on Query { viewer { id } ${i + 1 < count ? `...F${i + 1} ... on Query { ...F${i + 1} }` : ''} }`,
    ).join('\n');
    const res = await postGraphQL(server.endpoint, { query: `query Q { ...F0 }\n${fragments}` });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      {
        message:
          'The document expands to more than 5000 fields once its fragments are spread; the limit is 5000.',
      },
    ]);
  });

  it('stops reading a document of absurdly many tokens instead of building it in memory', async () => {
    const res = await postGraphQL(server.endpoint, { query: `{ ${'a '.repeat(200_000)}}` });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toBe(
      'The document has more than 1000 tokens (names, values and punctuation); the limit is 1000.',
    );
  });

  it('refuses variables of thousands of values by naming the limit, without quoting them back', async () => {
    const input: Record<string, string> = { title: 't', body: 'b' };
    for (let i = 0; i < 30_000; i++) input[`titl${i}`] = 'x';
    const res = await postGraphQL(server.endpoint, {
      query:
        'mutation M($i: CreateArticleInput!) { createArticle(input: $i) { userErrors { message } } }',
      variables: { i: input },
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(500);
    expect(JSON.parse(text).errors).toEqual([
      {
        message:
          'The variables hold more than 1000 values (fields and list items); the limit is 1000.',
      },
    ]);
  });

  it('refuses a body nesting 100,000 arrays deep before parsing it, and reads brackets in strings as text', async () => {
    const deep = await postGraphQL(
      server.endpoint,
      `{"query":"query Q($n: String!) { tag(name: $n) { id } }","variables":{"n":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    );
    expect(deep.status).toBe(400);
    expect((await deep.json()).errors).toEqual([
      {
        message:
          'The request body nests more than 32 levels deep (counting "[" and "{"); the limit is 32.',
      },
    ]);
    const quoted = await postGraphQL(server.endpoint, {
      query: 'query Q($n: String!) { tag(name: $n) { name } }',
      variables: { n: `${'[{'.repeat(50)}\\"` },
    });
    expect(quoted.status).toBe(200);
    expect(await quoted.text()).not.toContain('nests more than');
  });

  it.each([
    ['selections', `{ ${'viewer { '.repeat(5000)}id${' }'.repeat(5000)} }`],
    [
      'list values',
      `{ articles(tag: ${'['.repeat(5000)}${']'.repeat(5000)}) { edges { cursor } } }`,
    ],
  ])(
    'refuses a document whose %s nest thousands deep by saying so, not with a stack overflow',
    async (_shape, query) => {
      const res = await postGraphQL(server.endpoint, { query });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([
        {
          message:
            'The document nests more than 32 levels deep (counting "{", "[" and "("); the limit is 32.',
        },
      ]);
    },
  );

  it('refuses many repeated fields in plain words, before validation can take long', async () => {
    const res = await postGraphQL(server.endpoint, { query: `{ ${'tags { id } '.repeat(800)}}` });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      {
        message:
          'The document has more than 1000 tokens (names, values and punctuation); the limit is 1000.',
      },
    ]);
  });

  it('says validation stopped after 100 errors, and lists them', async () => {
    const res = await postGraphQL(server.endpoint, { query: `{ ${'zzz '.repeat(500)}}` });
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors).toHaveLength(101);
    expect(errors[0].message).toBe('Cannot query field "zzz" on type "Query".');
    expect(errors[100].message).toBe(
      'Validation stopped after the 100 errors listed before this one; ' +
        'correct those and send the document again.',
    );
  });

  it('answers an unknown operation name with 400 and the GraphQL error', async () => {
    const res = await postGraphQL(server.endpoint, {
      operationName: 'Nope',
      query: 'query Q { tags { name } }',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveLength(1);
  });

  it('answers variables that do not fit with 400 and the GraphQL error', async () => {
    const res = await postGraphQL(server.endpoint, {
      query: 'query Q($first: Int) { articles(first: $first) { edges { cursor } } }',
      variables: { first: 'ten' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toMatch(/\$first/);
  });

  it('compresses a large answer when the client accepts it', async () => {
    const alias = 'a_long_alias_that_makes_the_answer_large_'.repeat(5);
    const query = `{ ${Array.from({ length: 40 }, (_, i) => `${alias}${i}: __typename`).join(' ')} __typename }`;
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: `query Big ${query}` }),
    });
    // fetch decompresses transparently; the header proves the wire was compressed.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).data.__typename).toBe('Query');
  });
});

describe('unexpected errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    const schema = buildSchema('type Query { broken: String, fine: String }');
    const fields = schema.getQueryType()!.getFields();
    fields.broken!.resolve = () => {
      throw new Error('secret connection string in /srv/folio/db');
    };
    fields.fine!.resolve = () => 'fine';
    server = await startTestServer({ schema });
  });
  afterAll(() => server.close());

  it('reach the client masked, with an id that is logged along with the stack', async () => {
    const res = await postGraphQL(server.endpoint, { query: '{ broken fine }' });
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
    const body = JSON.parse(text);
    expect(body.data).toEqual({ broken: null, fine: 'fine' });
    const [error] = body.errors;
    expect(error.message).toBe('Something went wrong on the server.');
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    const logged = server.logs.find((line) => line.includes(error.extensions.errorId));
    expect(logged).toContain('secret connection string');
    expect(logged).toMatch(/\n\s+at /);
  });
});

describe('serving the client', () => {
  let server: TestServer;
  let clientDir: string;
  let mediaDir: string;
  const script = `console.log(${JSON.stringify('folio '.repeat(2000))});\n`;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-dist-'));
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-media-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Folio</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'main.0123abcd.js'), script);
    // The build writes these siblings (webpack.config.js); the server never compresses.
    fs.writeFileSync(
      path.join(clientDir, 'assets', 'main.0123abcd.js.br'),
      zlib.brotliCompressSync(script),
    );
    fs.writeFileSync(path.join(clientDir, 'assets', 'main.0123abcd.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(mediaDir, 'chart.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(
      path.join(mediaDir, 'flow-640x160.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    server = await startTestServer({ clientDir, mediaDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true });
    fs.rmSync(mediaDir, { recursive: true });
  });

  it('serves index.html for every app path, with the security headers', async () => {
    for (const route of ['/', '/articles/some-slug', '/tags/sqlite', '/search?q=relay']) {
      const res = await fetch(server.origin + route);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Folio</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('caches hashed assets for a year and answers a missing asset with a real 404', async () => {
    const asset = await fetch(`${server.origin}/assets/main.0123abcd.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(script);
    const missing = await fetch(`${server.origin}/assets/main.deadbeef.js`);
    expect(missing.status).toBe(404);
    const missingRoot = await fetch(`${server.origin}/favicon.ico`);
    expect(missingRoot.status).toBe(404);
  });

  it("serves the build's brotli or gzip siblings and revalidates by ETag", async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await rawGet(`${server.origin}/assets/main.0123abcd.js`, {
        'accept-encoding': encoding,
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'br' ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
      expect(body.toString()).toBe(script);
      expect(res.body.length).toBeLessThan(script.length / 10);
    }
    const first = await fetch(`${server.origin}/assets/main.0123abcd.js`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.origin}/assets/main.0123abcd.js`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('serves the demo images under /media/ and nothing outside the folders', async () => {
    const image = await fetch(`${server.origin}/media/chart.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    // A database seeded before the names carried their size still links to `flow.svg`.
    const renamed = await fetch(`${server.origin}/media/flow.svg`, { redirect: 'manual' });
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get('location')).toBe('/media/flow-640x160.svg');
    expect((await fetch(`${server.origin}/media/flow.svg`)).status).toBe(200);
    expect((await fetch(`${server.origin}/media/nothing.svg`)).status).toBe(404);
    const traversal = await rawGet(`${server.origin}/media/..%2f..%2fetc%2fpasswd`);
    expect(traversal.status).toBe(404);
  });

  it('refuses other methods on app paths', async () => {
    const res = await fetch(`${server.origin}/articles/x`, { method: 'DELETE' });
    expect(res.status).toBe(405);
  });
});

/** fetch decompresses bodies; node:http shows what went over the wire. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}
