import path from 'node:path';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { PageRenderer } from '../../render/pageRenderer';
import { redirectKey } from '../../domain/redirectPaths';
import { toGlobalId } from '../../graphql/ids';
import { storeDatedArticle, storeUser } from './publicDocumentsFixtures';

// Old links (issue 30) over a real server and store (SQLite or PostgreSQL): a path that no
// page answers, or a query that names an old post, answers 301 to the article's page; a draft
// behind a redirect stays a 404, and a redirect is never kept as a page. Needs the built client
// and renderer (`npm run build`).

const root = path.resolve(__dirname, '..', '..', '..');
const clientDir = path.join(root, 'dist');
const bundle = path.join(root, 'dist-server', 'entry-server.js');

let server: TestServer;
let published: number;
let draft: number;

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(server.origin + url, { headers, redirect: 'manual' });

async function addRedirect(old: string, articleId: number): Promise<void> {
  const made = redirectKey(old);
  if (!('key' in made)) throw new Error(made.problem);
  await server.store.redirects.insertRedirect(made.key, articleId, '2026-11-27T00:00:00.000Z');
}

/** Follows redirects by hand: each hop's status, and where the last one led. */
async function hops(url: string): Promise<{ statuses: number[]; end: string }> {
  const statuses: number[] = [];
  let at = url;
  for (let hop = 0; hop < 4; hop++) {
    const response = await get(at);
    statuses.push(response.status);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    at = location;
  }
  return { statuses, end: at };
}

beforeAll(async () => {
  if (!PageRenderer.available(bundle, path.join(clientDir, 'index.html'))) {
    throw new Error('Build first (npm run build): dist/ and dist-server/ are needed.');
  }
  server = await startTestServer({ seed: 'none', clientDir });
  const writer = await storeUser(server, 'writer', 'Old Blog Writer');
  published = await storeDatedArticle(server, {
    slug: 'moved-in',
    title: 'Moved in',
    body: 'From the old blog.',
    status: 'PUBLISHED',
    authorId: writer,
    publishedAt: '2024-05-05T10:00:00.000Z',
  });
  draft = await storeDatedArticle(server, {
    slug: 'still-hidden--abcd1234',
    title: 'Still hidden',
    body: 'Not yet.',
    status: 'DRAFT',
    authorId: writer,
    publishedAt: '2024-05-06T10:00:00.000Z',
  });
  await addRedirect('https://old.example/2024/05/05/moved-in/', published);
  await addRedirect('/?p=123', published);
  await addRedirect('/p/still-hidden', draft);
}, 60_000);

afterAll(() => server?.close());

test("a WordPress dated path answers 301 to the article's page", async () => {
  expect(await hops('/2024/05/05/moved-in/')).toEqual({
    statuses: [301, 301, 200],
    end: '/articles/moved-in',
  });
  const direct = await get('/2024/05/05/moved-in');
  expect(direct.status).toBe(301);
  expect(direct.headers.get('location')).toBe('/articles/moved-in');
});

test('a WordPress /?p=ID answers 301 even though / is a page, with other parameters too', async () => {
  for (const url of ['/?p=123', '/?P=123', '/?utm_source=feed&p=123']) {
    const response = await get(url);
    expect([url, response.status, response.headers.get('location')]).toEqual([
      url,
      301,
      '/articles/moved-in',
    ]);
  }
  // An id with no redirect is the home page, as before.
  expect((await get('/?p=999')).status).toBe(200);
});

test('a redirect to a draft is no redirect: the page stays a 404, for anyone', async () => {
  const anonymous = await get('/p/still-hidden');
  expect(anonymous.status).toBe(404);
  expect(anonymous.headers.get('location')).toBeNull();
  const signedIn = await get('/p/still-hidden', { cookie: 'folio_session=not-a-valid-token' });
  expect(signedIn.status).toBe(404);
});

test('never kept as a page: a 404 seen before a redirect is added, and after it goes', async () => {
  expect((await get('/old/feature-story')).status).toBe(404);
  expect((await get('/old/feature-story')).status).toBe(404);
  await addRedirect('/old/feature-story/', published);
  const led = await get('/old/feature-story');
  expect([led.status, led.headers.get('location')]).toEqual([301, '/articles/moved-in']);
  expect((await get('/old/feature-story')).status).toBe(301);
  // Archived, the article is no target: the old path is a 404 again.
  await server.sql(`UPDATE articles SET status = 'ARCHIVED' WHERE id = ?`, published);
  expect((await get('/old/feature-story')).status).toBe(404);
  await server.sql(`UPDATE articles SET status = 'PUBLISHED' WHERE id = ?`, published);
  expect((await get('/old/feature-story')).status).toBe(301);
});

test('no spelling of a path sends a reader to another site', async () => {
  for (const url of ['//evil.example/x', '/%2F%2Fevil.example', '/\\evil.example', '/?p=//evil']) {
    const response = await get(url);
    const location = response.headers.get('location');
    expect([
      url,
      location === null || (location.startsWith('/') && !location.startsWith('//')),
    ]).toEqual([url, true]);
  }
});

/** A browser's session: signs in (unless anonymous) and posts GraphQL with its cookie. */
async function session(handle: string | null) {
  let cookie: string | null = null;
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json',
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await res.json()) as any;
  };
  if (handle) {
    await run(`mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`, {
      input: { handle, password: 'password1' },
    });
  }
  return run;
}

const ADD = `mutation ($input: AddRedirectInput!) {
  addRedirect(input: $input) { path article { slug } userErrors { field message } }
}`;

test('editors add redirects, checked on the server; authors and strangers may not', async () => {
  await server.createUser('redirect_editor', 'EDITOR');
  await server.createUser('redirect_author', 'AUTHOR');
  const articleId = toGlobalId(server.store, 'Article', published);
  const input = { articleId, oldPath: 'https://old.example/Blog/Moved-In/' };
  const codes = async (handle: string | null) =>
    (await (await session(handle))(ADD, { input })).errors?.map(
      (e: { extensions: { code: string } }) => e.extensions.code,
    );
  expect(await codes(null)).toEqual(['UNAUTHENTICATED']);
  expect(await codes('redirect_author')).toEqual(['FORBIDDEN']);
  expect((await get('/blog/moved-in')).status).toBe(404);

  const editor = await session('redirect_editor');
  expect((await editor(ADD, { input })).data.addRedirect).toEqual({
    path: '/blog/moved-in',
    article: { slug: 'moved-in' },
    userErrors: [],
  });
  expect((await get('/blog/moved-in/')).status).toBe(301);
  expect((await get('/blog/moved-in')).headers.get('location')).toBe('/articles/moved-in');

  const again = (await editor(ADD, { input: { articleId, oldPath: '/blog/MOVED-IN' } })).data;
  expect(again.addRedirect.userErrors).toEqual([
    { field: 'oldPath', message: '/blog/moved-in already leads to an article.' },
  ]);
  const bad = (await editor(ADD, { input: { articleId, oldPath: '/a/../b' } })).data;
  expect(bad.addRedirect).toMatchObject({ path: null, userErrors: [{ field: 'oldPath' }] });
  const missing = await editor(ADD, { input: { articleId: 'nope', oldPath: '/x' } });
  expect(missing.errors[0].extensions.code).toBe('NOT_FOUND');
});
