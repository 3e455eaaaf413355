import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { storeArticle } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { createSchema } from '../../graphql/schema';
import { buildApp } from '../app';
import { toGlobalId } from '../../graphql/ids';

// Live updates of comments (issue 29 item 6) over a real server on 127.0.0.1, on either
// engine: a stream hears of the changes its viewer can see and of no other, a second server on
// the same store (a second worker) hears of a comment written through the first, the streams
// of one address are bounded, and polling answers with ETags.

const LIVE = { pollMs: 50, heartbeatMs: 100, perAddress: 3 };

let server: TestServer;
let graceId: number;
const cookies: Record<string, string> = {};

async function gql<T>(origin: string, as: string | null, query: string, variables = {}) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'application/graphql-response+json',
      'content-type': 'application/json',
      ...(as ? { cookie: cookies[as]! } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const set = res.headers.get('set-cookie');
  if (set && as) cookies[as] = set.split(';')[0]!;
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signIn(handle: string) {
  cookies[handle] = '';
  await gql(
    server.origin,
    handle,
    `mutation { signIn(input: { handle: "${handle}", password: "password1" }) { userErrors { message } } }`,
  );
}

async function addComment(origin: string, as: string, articleId: string, body: string) {
  const data = await gql<{ addComment: { comment: { id: string } } }>(
    origin,
    as,
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`,
    { input: { articleId, body } },
  );
  return data.addComment.comment.id;
}

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The versions of the `comments` events so far, in order. */
  versions: string[];
  raw: () => string;
  /** Resolves once the stream holds `count` versions (the first comes at once). */
  versionsReach(count: number): Promise<string[]>;
  /** Resolves once the raw stream contains `text`. */
  contains(text: string): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

/** Opens a live stream as a browser's EventSource would, and reads its events as they come. */
function openStream(origin: string, articleId: string, as: string | null = null): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const url = `${origin}/live/comments?article=${encodeURIComponent(articleId)}`;
    const headers = { accept: 'text/event-stream', ...(as ? { cookie: cookies[as]! } : {}) };
    const request = http.get(url, { headers }, (res) => {
      let raw = '';
      const versions: string[] = [];
      const waiting = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        versions.length = 0;
        for (const match of raw.matchAll(/^event: comments\ndata: (.*)$/gm)) {
          versions.push((JSON.parse(match[1]!) as { version: string }).version);
        }
        for (const check of [...waiting]) check();
      });
      const ended = new Promise<void>((done) => res.once('close', done));
      const until = (ready: () => boolean) =>
        new Promise<void>((done, fail) => {
          const check = () => {
            if (ready()) {
              waiting.delete(check);
              done();
            }
          };
          waiting.add(check);
          void ended.then(() => {
            if (waiting.delete(check)) fail(new Error(`stream ended: ${raw}`));
          });
          check();
        });
      resolve({
        status: res.statusCode!,
        headers: res.headers,
        versions,
        raw: () => raw,
        versionsReach: async (count) => {
          await until(() => versions.length >= count);
          return [...versions];
        },
        contains: (text) => until(() => raw.includes(text)),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

async function poll(articleId: string, etag?: string) {
  return fetch(`${server.origin}/live/comments?article=${encodeURIComponent(articleId)}`, {
    headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

let n = 0;
async function article(status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') {
  const row = await storeArticle(server.store, graceId, `Live ${n++}`, { status });
  return toGlobalId(server.store, 'Article', row.id);
}

beforeAll(async () => {
  server = await startTestServer({ live: LIVE });
  graceId = (await server.createUser('grace')).id;
  await server.createUser('linus', 'READER');
  await server.createUser('ada', 'EDITOR');
  for (const handle of ['grace', 'linus', 'ada']) await signIn(handle);
});
afterAll(() => server.close());

test('a stream hears of new and edited comments, and never of a held one its viewer may not see', async () => {
  const id = await article();
  const anonymous = await openStream(server.origin, id);
  const editor = await openStream(server.origin, id, 'ada');
  try {
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(anonymous.headers['cache-control']).toBe('no-cache, no-transform, private');
    const [start] = await anonymous.versionsReach(1);
    await editor.versionsReach(1);
    const polled = (await (await poll(id)).json()) as { version: string };
    expect(polled.version).toBe(start);

    // A held comment: the editor's stream hears of it; the anonymous one must not.
    await server.store.site.setHeldFirstComments(1);
    await addComment(server.origin, 'linus', id, 'Held words nobody else reads');
    await server.store.site.setHeldFirstComments(0);
    await editor.versionsReach(2);

    // A comment anyone may see comes next; had the held one been told, it would come first.
    const visible = await addComment(server.origin, 'grace', id, 'Hello, readers');
    const [, afterVisible] = await anonymous.versionsReach(2);
    expect(afterVisible).not.toBe(start);
    expect(afterVisible).toBe(((await (await poll(id)).json()) as { version: string }).version);

    await gql(
      server.origin,
      'grace',
      `mutation ($id: ID!) { editComment(input: { id: $id, body: "Hello again" }) { userErrors { message } } }`,
      { id: visible },
    );
    await anonymous.versionsReach(3);
    expect(anonymous.versions).toHaveLength(3);
    expect(anonymous.raw()).not.toContain('Held words');
    await anonymous.contains(': ping');
  } finally {
    anonymous.close();
    editor.close();
  }
});

test('a stream on a second server over the same store hears of a comment written through the first, and ends with its server', async () => {
  const id = await article();
  const second = await startTestServer({ location: server.location, live: LIVE });
  try {
    const stream = await openStream(second.origin, id);
    await stream.versionsReach(1);
    await addComment(server.origin, 'grace', id, 'From the other worker');
    await stream.versionsReach(2);
    await second.close();
    await stream.ended;
  } finally {
    await second.close().catch(() => {});
  }
});

test('one address holds a bounded number of streams; a closed one frees its place', async () => {
  const id = await article();
  const open = [
    await openStream(server.origin, id),
    await openStream(server.origin, id),
    await openStream(server.origin, id),
  ];
  try {
    await Promise.all(open.map((stream) => stream.versionsReach(1)));
    const refused = await openStream(server.origin, id);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    await refused.ended;

    open.pop()!.close();
    // The server frees the place when it sees the close: until then a try is refused.
    let admitted: Stream | null = null;
    for (let tries = 0; tries < 200 && !admitted; tries++) {
      const attempt = await openStream(server.origin, id);
      if (attempt.status === 200) admitted = attempt;
      else await attempt.ended;
    }
    expect(admitted?.status).toBe(200);
    open.push(admitted!);
  } finally {
    for (const stream of open) stream.close();
  }
});

test('polling answers the version with an ETag, 304 while it holds; a draft reads as missing', async () => {
  const id = await article();
  const first = await poll(id);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('no-cache, private');
  const etag = first.headers.get('etag')!;
  expect((await poll(id, etag)).status).toBe(304);
  await addComment(server.origin, 'grace', id, 'Something new');
  const changed = await poll(id, etag);
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);

  const draft = await article('DRAFT');
  expect((await poll(draft)).status).toBe(404);
  expect((await openStream(server.origin, draft)).status).toBe(404);
  expect((await poll('not-an-id')).status).toBe(404);
});

test('a server stopping gracefully ends its streams first, so it is not held open', async () => {
  const id = await article();
  const app = buildApp({ store: server.store, schema: createSchema(), live: LIVE });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const stream = await openStream(`http://127.0.0.1:${port}`, id);
  await stream.versionsReach(1);
  await app.close();
  await stream.ended;
});
