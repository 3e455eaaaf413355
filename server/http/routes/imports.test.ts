import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { Role } from '../../db/rows';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { importRoutes } from './imports';

// POST /import against the real server on the engine under test, as the Import screen sends
// it: only an editor, only from Folio itself, with a format named, within the size bound; a
// dry run reports and writes nothing, the import writes what the report says, and a hostile
// file is refused as the command line refuses it. Nothing is written on any refusal.

const WXR = fs.readFileSync(
  path.join(__dirname, '..', '..', 'import', 'fixtures', 'wordpress', 'wxr-1.2.xml'),
);

let server: TestServer;
const cookies = new Map<string, string>();

async function signIn(on: TestServer, handle: string, role: Role): Promise<string> {
  await on.createUser(handle, role);
  const res = await fetch(`${on.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`,
      variables: { input: { handle, password: 'password1' } },
    }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [handle, role] of [
    ['editor', 'EDITOR'],
    ['author', 'AUTHOR'],
    ['reader', 'READER'],
  ] as const) {
    cookies.set(handle, await signIn(server, handle, role));
  }
});
afterAll(() => server.close());

async function send(
  query: string,
  body: Buffer | string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
  origin = server.origin,
) {
  // A stream is sent chunked, without a length (Node's fetch asks for half duplex then).
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    duplex: 'half',
    headers: {
      'content-type': 'application/octet-stream',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
  };
  const res = await fetch(`${origin}/import${query}`, init);
  return { status: res.status, json: await res.json() };
}

const articles = async () =>
  Number((await server.sql<{ n: unknown }>('SELECT count(*) AS n FROM articles'))[0]!.n);

test('a reader, an author, a stranger and another site are refused; nothing is written', async () => {
  const as = (handle: string) => ({ cookie: cookies.get(handle)! });
  const cases: [Record<string, string>, number, string][] = [
    [{}, 401, 'Sign in to import.'],
    [as('reader'), 403, 'Only editors import.'],
    [as('author'), 403, 'Only editors import.'],
    [
      { ...as('editor'), 'sec-fetch-site': 'cross-site' },
      403,
      'Files can be imported only from Folio itself.',
    ],
    [
      { ...as('editor'), origin: 'https://evil.example' },
      403,
      'Files can be imported only from Folio itself.',
    ],
  ];
  for (const [headers, status, message] of cases) {
    const answer = await send('?format=wordpress', WXR, headers);
    expect([answer.status, answer.json.error.message]).toEqual([status, message]);
  }
  expect(await articles()).toBe(0);
  expect(await server.sql('SELECT * FROM write_starts WHERE key LIKE ?', 'import:%')).toEqual([]);
});

test('an editor’s dry run reports; the import writes; a hostile file is refused', async () => {
  const cookie = cookies.get('editor')!;
  const unknown = await send('?format=tumblr', WXR, { cookie });
  expect([unknown.status, unknown.json.error.message]).toEqual([
    400,
    'Say which format the file is: one of ghost, wordpress, medium, substack, markdown.',
  ]);

  const dry = await send('?format=wordpress&dryRun=1', WXR, { cookie });
  expect(dry.status).toBe(200);
  expect(dry.json.dryRun).toBe(true);
  const created = (json: { report: { entries: { action: string }[] } }) =>
    json.report.entries.filter((e) => e.action === 'created').length;
  expect(created(dry.json)).toBe(6);
  expect(await articles()).toBe(0);

  const real = await send('?format=wordpress', WXR, { cookie });
  expect([real.status, real.json.dryRun, created(real.json)]).toEqual([200, false, 6]);
  expect(real.json.report.redirects).toBeGreaterThan(0);
  expect(await articles()).toBe(6);

  const hostile = await send('?format=medium', 'not a zip', { cookie });
  expect(hostile.status).toBe(422);
  expect(hostile.json.error.message).toMatch(/^The archive was refused: .*Nothing was imported\.$/);
  expect(await articles()).toBe(6);
});

test('a file past the bound is refused, its length declared or not', async () => {
  // The route alone, on the same store, with a bound of 1 KiB.
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(importRoutes, { store: server.store, importBytes: 1024 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const small = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const cookie = cookies.get('editor')!;
    const declared = await send('?format=wordpress', WXR, { cookie }, small);
    expect([declared.status, declared.json.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const chunks = [WXR.subarray(0, 800), WXR.subarray(800, 1600)];
    const streamed = await send(
      '?format=wordpress',
      new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(new Uint8Array(chunk));
          else controller.close();
        },
      }),
      { cookie },
      small,
    );
    expect([streamed.status, streamed.json.error.message]).toEqual([
      413,
      'This file is larger than 0.0009765625 MB, the most an import may be.',
    ]);
  } finally {
    await app.close();
  }
});
