import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../../test/hostile/markdown';
import { createFolioServer } from '../http';
import { PageCache } from '../../render/pageCache';
import { PageRenderer } from '../../render/pageRenderer';
import { RENDER_WAIT_MS, ServerMarkdown } from '../../render/serverMarkdown';
import { storeGeneration } from '../../render/storeGeneration';
import { createSchema } from '../../graphql/schema';
import { reopenStore, storeSql, tempStore, type TestStore } from '../../testing/testStore';

// The cache of anonymous readers' pages, over a real server and store (SQLite or PostgreSQL): what a reader
// sees right after a write, what a signed-in reader gets, and how much a flood of URLs can
// keep. Needs the built client and renderer (`npm run build`; npm test builds first).

const root = path.resolve(__dirname, '..', '..', '..');
const clientDir = path.join(root, 'dist');
const bundle = path.join(root, 'dist-server', 'entry-server.js');

const PAGE_BYTES = 2 * 1024 * 1024;
const LONG_TAIL_BYTES = 256 * 1024;

let t: TestStore;
let cache: PageCache;
/** The server's Markdown renderer, held here so a test can fill its threads with slow bodies. */
let markdown: ServerMarkdown;
let server: ReturnType<typeof createFolioServer>;
let origin: string;

beforeAll(async () => {
  if (!PageRenderer.available(bundle, path.join(clientDir, 'index.html'))) {
    throw new Error('Build first (npm run build): dist/ and dist-server/ are needed.');
  }
  t = await tempStore();
  const store = t.store;
  cache = new PageCache({
    generation: storeGeneration(store),
    pageBytes: PAGE_BYTES,
    longTailBytes: LONG_TAIL_BYTES,
  });
  // The renders here finish or miss their budget by their own CPU time, not by how busy the
  // machine is: past the wall-clock limit a render goes on, and the thread is not free when the
  // test expects it to be.
  markdown = new ServerMarkdown({ maxWallMs: 60_000 });
  server = createFolioServer({
    store,
    schema: createSchema(),
    clientDir,
    pageCache: cache,
    markdown,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await markdown.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(origin + url, { headers, redirect: 'manual' });

async function graphql<T>(query: string, variables: object, cookie = ''): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (result.errors) throw new Error(result.errors[0]!.message);
  return result.data;
}

/** Signs `handle` up through the API, as an author (an owner's change); resolves their session cookie. */
async function signUp(handle: string, name: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { userErrors { message } } }',
      variables: { input: { handle, name, password: 'long enough pw' } },
    }),
  });
  await t.store.users.setRole(handle, 'AUTHOR');
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

interface Written {
  id: string;
  slug: string;
  revision: number;
}

/** Creates and publishes an article through the API as the session's user. */
async function publish(cookie: string, title: string, body: string): Promise<Written> {
  const { createArticle } = await graphql<{ createArticle: { article: Written } }>(
    'mutation($input: CreateArticleInput!) { createArticle(input: $input) { article { id slug revision } } }',
    { input: { title, body } },
    cookie,
  );
  const { publishArticle } = await graphql<{ publishArticle: { article: Written } }>(
    'mutation($input: PublishArticleInput!) { publishArticle(input: $input) { article { id slug revision } } }',
    { input: { id: createArticle.article.id } },
    cookie,
  );
  return publishArticle.article;
}

describe('the rendered-page cache', () => {
  test('a reader sees a published edit and a new comment on the very next request', async () => {
    const writer = await signUp('cache_writer', 'Cache Writer');
    const article = await publish(writer, 'Cached words', 'The first version of the body.');
    const url = `/articles/${article.slug}`;

    const first = await get(url);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('The first version of the body.');
    const cachedAgain = await get(url);
    expect(cachedAgain.headers.get('etag')).toBe(first.headers.get('etag'));

    await graphql(
      'mutation($input: UpdateArticleInput!) { updateArticle(input: $input) { article { revision } } }',
      { input: { id: article.id, revision: article.revision, body: 'The second version.' } },
      writer,
    );
    const edited = await (await get(url)).text();
    expect(edited).toContain('The second version.');
    expect(edited).not.toContain('The first version of the body.');

    await graphql(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
      { input: { articleId: article.id, body: 'A comment that must show at once.' } },
      writer,
    );
    expect(await (await get(url)).text()).toContain('A comment that must show at once.');
  }, 60_000);

  test('a write by another process (the CLI, a second server) is seen too', async () => {
    const writer = await signUp('cache_other', 'Other Writer');
    const article = await publish(writer, 'Renamed elsewhere', 'A body.');
    const url = `/articles/${article.slug}`;
    expect(await (await get(url)).text()).toContain('Renamed elsewhere');

    // A connection of its own to the same store, as another process has.
    const other = await reopenStore(t.store);
    try {
      await storeSql(other)('UPDATE articles SET title = ? WHERE slug = ?', [
        'A new title',
        article.slug,
      ]);
    } finally {
      await other.close();
    }
    const html = await (await get(url)).text();
    expect(html).toContain('A new title');
    expect(html).not.toContain('Renamed elsewhere');
  });

  test('while no render thread is free, a changed page is served as last rendered, not held', async () => {
    const writer = await signUp('cache_busy', 'Busy Writer');
    const article = await publish(writer, 'Read while busy', 'The body as first rendered.');
    const url = `/articles/${article.slug}`;
    const first = await get(url);
    expect(await first.text()).toContain('The body as first rendered.');
    await graphql(
      'mutation($input: UpdateArticleInput!) { updateArticle(input: $input) { article { revision } } }',
      {
        input: {
          id: article.id,
          revision: article.revision,
          body: 'A body no thread renders yet.',
        },
      },
      writer,
    );

    // Seconds of work ahead of the new body on the one thread (marked on each, to its budget).
    const slow = HOSTILE_MARKDOWN.find((shape) => shape.name === 'emphasis delimiters')!;
    const slowOnes = Array.from({ length: 4 }, (_, n) =>
      markdown.render(`${n}\n\n${slow.make(BODY_LIMIT)}`, { origin }),
    );
    try {
      const started = performance.now();
      const during = await get(url);
      const html = await during.text();
      const waited = performance.now() - started;
      expect(during.status).toBe(200);
      expect(html).toContain('The body as first rendered.');
      expect(html).not.toContain('A body no thread renders yet.');
      // Not kept as fresh downstream, nor as the page's new form here.
      expect(during.headers.get('cache-control')).toBe('no-cache');
      expect(during.headers.get('etag')).toBe(first.headers.get('etag'));
      // One wait for a thread (not one per body it shows), not the slow bodies' seconds.
      expect(waited).toBeLessThan(2 * RENDER_WAIT_MS);
      // A signed-in reader gets the shell, rendered by their browser: nothing held is theirs.
      const signedIn = await (await get(url, { cookie: writer })).text();
      expect(signedIn).not.toContain('The body as first rendered.');
    } finally {
      await Promise.all(slowOnes);
    }
    const after = await get(url);
    expect(after.headers.get('cache-control')).toMatch(/^public/);
    expect(await after.text()).toContain('A body no thread renders yet.');
  }, 60_000);

  test('a signed-in reader neither gets the cached anonymous page nor fills the cache', async () => {
    const writer = await signUp('cache_viewer', 'Signed In Reader');
    const article = await publish(writer, 'Seen by both', 'Readers of two kinds.');
    const url = `/articles/${article.slug}`;

    const signedInFirst = await get(url, { cookie: writer });
    expect(signedInFirst.headers.get('cache-control')).toBe('private, no-store');
    // The header names the viewer where an anonymous reader is offered "Sign in".
    expect(await signedInFirst.text()).not.toContain('>Sign in</a>');

    const anonymous = await get(url);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(await anonymous.text()).toContain('>Sign in</a>');

    const signedInAgain = await get(url, { cookie: writer });
    expect(signedInAgain.headers.get('cache-control')).toBe('private, no-store');
    expect(await signedInAgain.text()).not.toContain('>Sign in</a>');
  });

  test('a flood of distinct URLs is held to its bounds and does not push out real pages', async () => {
    const writer = await signUp('cache_flood', 'Flood Writer');
    const article = await publish(writer, 'Still here', 'A page readers share.');
    const url = `/articles/${article.slug}`;
    const first = await get(url);
    const etag = first.headers.get('etag');
    // Read to its end: the copy compressed as it was sent is kept with the page then.
    await first.arrayBuffer();
    const before = cache.size.canonical;
    expect(before).toBeGreaterThan(0);

    // Unknown paths and searches: each a page of its own, all in the long tail. A cursor that
    // does not parse is redirected (to the page without it), and a redirect is kept nowhere.
    for (let i = 0; i < 120; i += 1) {
      const responses = await Promise.all([
        get(`/nothing-here-${i}`),
        get(`/search?q=flood${i}`),
        get(`${url}?after=${i}`),
        // Parameters no route reads are not a page of their own.
        get(`${url}?utm_source=${i}`),
      ]);
      expect(responses.map((response) => response.status)).toEqual([404, 200, 307, 200]);
    }
    expect(cache.size.longTail).toBeLessThanOrEqual(LONG_TAIL_BYTES);
    expect(cache.size.longTail).toBeGreaterThan(LONG_TAIL_BYTES / 2);
    expect(cache.size.canonical).toBe(before);
    expect((await get(url, { 'if-none-match': etag! })).status).toBe(304);
  }, 120_000);

  test("a page's ETag follows what it shows: a hidden draft saved changes none", async () => {
    const writer = await signUp('etag_writer', 'Etag Writer');
    const article = await publish(writer, 'Validated by content', 'What readers see.');
    const drafter = await signUp('etag_drafter', 'Etag Drafter');
    const urls = ['/', `/articles/${article.slug}`, '/authors/etag_writer'];
    const etags = () =>
      Promise.all(
        urls.map(async (url) => {
          const response = await get(url);
          await response.arrayBuffer();
          return response.headers.get('etag');
        }),
      );
    const before = await etags();

    // Someone typing a draft: the store changes, nothing an anonymous reader sees does.
    await graphql(
      'mutation($input: CreateArticleInput!) { createArticle(input: $input) { article { id } } }',
      { input: { title: 'Typed in secret', body: 'Nobody polling may notice.' } },
      drafter,
    );
    expect(await etags()).toEqual(before);

    await graphql(
      'mutation($input: UpdateArticleInput!) { updateArticle(input: $input) { article { revision } } }',
      { input: { id: article.id, revision: article.revision, title: 'Validated anew' } },
      writer,
    );
    const after = await etags();
    after.forEach((etag, i) => expect(etag).not.toBe(before[i]));
  }, 60_000);

  test("spellings of a page's path are redirected to it, and nothing of them is kept", async () => {
    const writer = await signUp('cache_spelling', 'Spelling Writer');
    const article = await publish(writer, 'One spelling', 'Kept once.');
    const url = `/articles/${article.slug}`;
    await (await get(url)).arrayBuffer();
    const size = cache.size;
    for (const [variant, location] of [
      [`/Articles/${article.slug}`, url],
      [`//articles/${article.slug}`, url],
      [`${url}/`, url],
      [`/ARTICLES/${article.slug.toUpperCase()}?after=x`, `${url}?after=x`],
      ['/tags/', '/tags'],
      ['//evil.example/', '/evil.example'],
    ]) {
      const response = await get(variant!);
      expect([variant, response.status, response.headers.get('location')]).toEqual([
        variant,
        301,
        location,
      ]);
    }
    // The route's own redirect (a cursor of the wrong type) is answered as one, and not kept.
    const redirected = await get(`${url}?after=5`);
    expect([redirected.status, redirected.headers.get('location')]).toEqual([307, url]);
    expect(cache.size).toEqual(size);
  }, 60_000);

  test("a draft's old URL sends whoever may see the article to its current one, and no one else", async () => {
    const writer = await signUp('old_slugs', 'Old Slugs');
    const draft = async (title: string) =>
      (
        await graphql<{ createArticle: { article: Written } }>(
          'mutation($input: CreateArticleInput!) { createArticle(input: $input) { article { id slug revision } } }',
          { input: { title, body: 'A body.' } },
          writer,
        )
      ).createArticle.article;
    const retitle = async (article: Written, title: string) =>
      (
        await graphql<{ updateArticle: { article: Written } }>(
          'mutation($input: UpdateArticleInput!) { updateArticle(input: $input) { article { id slug revision } } }',
          { input: { id: article.id, revision: article.revision, title } },
          writer,
        )
      ).updateArticle.article;

    // Published: the draft's URL the author had open now answers with the public one, for anyone.
    const first = await draft('Working title');
    const renamed = await retitle(first, 'Better title');
    const { publishArticle } = await graphql<{ publishArticle: { article: Written } }>(
      'mutation($input: PublishArticleInput!) { publishArticle(input: $input) { article { slug } } }',
      { input: { id: first.id } },
      writer,
    );
    const current = `/articles/${publishArticle.article.slug}`;
    for (const old of [first.slug, renamed.slug]) {
      for (const cookie of [writer, '']) {
        const response = await get(`/articles/${old}`, cookie ? { cookie } : {});
        expect([response.status, response.headers.get('location')]).toEqual([301, current]);
      }
    }

    // Still a draft: its old URL leads its author on, and reads "not found" for anyone else.
    const secret = await draft('Secret plan');
    const secretNow = await retitle(secret, 'Secret plan revised');
    const mine = await get(`/articles/${secret.slug}`, { cookie: writer });
    expect([mine.status, mine.headers.get('location')]).toEqual([
      301,
      `/articles/${secretNow.slug}`,
    ]);
    const theirs = await get(`/articles/${secret.slug}`);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('location')).toBeNull();
    const html = await theirs.text();
    for (const leak of ['Secret plan', secretNow.slug]) expect(html).not.toContain(leak);
  }, 60_000);

  test('pages are compressed as the client asks, each coding with its own ETag', async () => {
    const writer = await signUp('cache_coding', 'Coding Writer');
    const article = await publish(writer, 'Compressed', 'x '.repeat(5000));
    const url = `/articles/${article.slug}`;
    const raw = await get(url, { 'accept-encoding': 'identity' });
    const identity = Buffer.from(await raw.arrayBuffer());
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(raw.headers.get('vary')).toMatch(/accept-encoding/i);
    const etags = new Set([raw.headers.get('etag')]);
    for (const coding of ['br', 'gzip']) {
      // Node's own http client: fetch would undo the coding before the test could see it.
      const { headers, body } = await rawGet(url, { 'accept-encoding': coding });
      expect(headers['content-encoding']).toBe(coding);
      expect(body.length).toBeLessThan(identity.length / 3);
      expect(decode(coding, body).equals(identity)).toBe(true);
      etags.add(String(headers.etag));
      const revalidated = await get(url, {
        'accept-encoding': coding,
        'if-none-match': String(headers.etag),
      });
      expect(revalidated.status).toBe(304);
    }
    expect(etags.size).toBe(3);
  });
});

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    http
      .get(origin + url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function decode(coding: string, body: Buffer): Buffer {
  return coding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
}
