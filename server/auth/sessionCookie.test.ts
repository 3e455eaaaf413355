import type { AddressInfo } from 'node:net';
import { createFolioServer, type FolioServerOptions } from '../http/http';
import { createSchema } from '../graphql/schema';
import { tempStore } from '../testing/testStore';
import { MAX_ADDRESS_ATTEMPTS } from './signIn';

// Real HTTP on 127.0.0.1: what a browser behind (or without) a proxy gets.

const schema = createSchema();

/** Folio over a new database with the account `grace`, for the length of `run`. */
async function withServer(
  options: Pick<FolioServerOptions, 'secureCookies' | 'trustProxy'>,
  run: (endpoint: string) => Promise<void>,
): Promise<void> {
  const t = await tempStore();
  await t.createUser('grace');
  const server = createFolioServer({ store: t.store, schema, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  }
}

const SIGN_IN = `mutation ($handle: String!, $password: String!) {
  signIn(input: { handle: $handle, password: $password }) { viewer { handle } userErrors { code } } }`;

async function post(endpoint: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      accept: 'application/graphql-response+json',
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    data?: { signIn?: { viewer: unknown }; viewer?: { handle: string } | null } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { cookie: res.headers.get('set-cookie'), json };
}

function signIn(
  endpoint: string,
  headers: Record<string, string> = {},
  handle = 'grace',
  password = 'password1',
) {
  return post(endpoint, { query: SIGN_IN, variables: { handle, password } }, headers);
}

async function viewer(endpoint: string, cookie: string, headers: Record<string, string> = {}) {
  return (await post(endpoint, { query: '{ viewer { handle } }' }, { cookie, ...headers })).json
    .data?.viewer;
}

/** The name=value part of a Set-Cookie line. */
const pair = (setCookie: string | null) => (setCookie ?? '').split(';')[0]!;
const token = (setCookie: string | null) => pair(setCookie).split('=')[1]!;

test('over plain http the cookie keeps its plain name, and forwarded headers are ignored without a trusted proxy', async () => {
  await withServer({}, async (endpoint) => {
    const { cookie } = await signIn(endpoint, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(
      /^folio_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });
});

test('over https the cookie is __Host- prefixed, Secure, Path=/ and without Domain; only that name is read', async () => {
  await withServer({ secureCookies: true }, async (endpoint) => {
    const { cookie } = await signIn(endpoint);
    expect(cookie).toMatch(
      /^__Host-folio_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(cookie).not.toMatch(/domain/i);
    expect(await viewer(endpoint, pair(cookie))).toEqual({ handle: 'grace' });
    // A valid token planted under the unprefixed name (by a sibling subdomain
    // or a plain-http page) signs nobody in.
    expect(await viewer(endpoint, `folio_session=${token(cookie)}`)).toBeNull();
  });
});

test("a trusted proxy's X-Forwarded-Proto: https turns the prefixed cookie on; an untrusted peer's does not", async () => {
  await withServer({ trustProxy: { kind: 'hops', hops: 1 } }, async (endpoint) => {
    expect((await signIn(endpoint, { 'x-forwarded-proto': 'https' })).cookie).toMatch(
      /^__Host-folio_session=.*; Secure$/,
    );
    expect((await signIn(endpoint)).cookie).toMatch(/^folio_session=.*SameSite=Lax$/);
  });
  const elsewhere = { kind: 'addresses', addresses: new Set(['192.0.2.1']) } as const;
  await withServer({ trustProxy: elsewhere }, async (endpoint) => {
    expect((await signIn(endpoint, { 'x-forwarded-proto': 'https' })).cookie).toMatch(
      /^folio_session=.*SameSite=Lax$/,
    );
  });
});

/**
 * Fails MAX_ADDRESS_ATTEMPTS tries with unknown handles (so no handle's own
 * limit is reached), two at a time (one address's share of the hashing queue).
 */
async function exhaust(endpoint: string, forwardedFor: (i: number) => string) {
  for (let i = 0; i < MAX_ADDRESS_ATTEMPTS; i += 2) {
    const pair = [i, i + 1].map((n) =>
      signIn(endpoint, { 'x-forwarded-for': forwardedFor(n) }, `nobody_${n}`),
    );
    for (const { json } of await Promise.all(pair)) expect(json.errors).toBeUndefined();
  }
}

test('behind a trusted proxy the per-address limit counts the last hop the proxy vouches for, not what the client wrote', async () => {
  await withServer({ trustProxy: { kind: 'hops', hops: 1 } }, async (endpoint) => {
    // The client writes a new address at the left every time; the proxy appends the real one.
    await exhaust(endpoint, (i) => `10.0.${i}.1, 203.0.113.7`);
    const refused = await signIn(endpoint, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' });
    expect(refused.json.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const other = await signIn(endpoint, { 'x-forwarded-for': '203.0.113.8' });
    expect(other.json.data?.signIn?.viewer).toEqual({ handle: 'grace' });
  });
});

test('without a trusted proxy X-Forwarded-For is ignored: every try counts for the socket address', async () => {
  await withServer({}, async (endpoint) => {
    await exhaust(endpoint, (i) => `198.51.100.${i + 1}`);
    const refused = await signIn(endpoint, { 'x-forwarded-for': '198.51.100.200' });
    expect(refused.json.errors?.[0]?.message).toBe(
      'Too many sign-in attempts from your network. Try again in 15 minutes.',
    );
  });
});
