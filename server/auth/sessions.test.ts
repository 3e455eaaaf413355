import { Client } from '../testing/harness';
import { tempStore, type TestStore } from '../testing/testStore';

let t: TestStore;
beforeAll(async () => {
  t = await tempStore();
  await t.createUser('grace');
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const SIGN_IN = `mutation ($handle: String!, $password: String!) {
  signIn(input: { handle: $handle, password: $password }) { viewer { handle } userErrors { field message code } } }`;
const VIEWER = `{ viewer { handle } }`;

async function signIn(client: Client, handle = 'grace', password = 'password1') {
  return client.run<{ signIn: { viewer: { handle: string } | null; userErrors: unknown[] } }>(
    SIGN_IN,
    {
      handle,
      password,
    },
  );
}

test('sign-in sets a 30-day cookie and the store keeps only its hash', async () => {
  const client = new Client(t.store);
  const result = await signIn(client, 'GRACE');
  expect(result.data?.signIn).toEqual({ viewer: { handle: 'grace' }, userErrors: [] });
  const [event] = client.session.cookieLog;
  expect(event).toEqual({ action: 'set', token: expect.any(String), maxAgeSeconds: 2_592_000 });
  expect(Buffer.from(event!.token!, 'base64url')).toHaveLength(32);
  const stored = await t.sql<{ token_hash: Buffer }>('SELECT token_hash FROM sessions');
  expect(stored).not.toHaveLength(0);
  expect(stored.some(({ token_hash: hash }) => hash.toString('base64url') === event!.token)).toBe(
    false,
  );
  expect((await client.data(VIEWER)).viewer).toEqual({ handle: 'grace' });
});

test('wrong password and unknown handle get the same BAD_CREDENTIALS error', async () => {
  const expected = {
    viewer: null,
    userErrors: [{ field: null, message: 'Wrong handle or password.', code: 'BAD_CREDENTIALS' }],
  };
  expect((await signIn(new Client(t.store), 'grace', 'wrong-password')).data?.signIn).toEqual(
    expected,
  );
  expect((await signIn(new Client(t.store), 'nobody_here', 'password1')).data?.signIn).toEqual(
    expected,
  );
});

test('sign-out clears the cookie and ends the session; a stolen copy of the token no longer works', async () => {
  const client = new Client(t.store);
  await signIn(client);
  const copy = new Client(t.store);
  copy.session.token = client.session.token;
  await client.data(`mutation { signOut { viewer { id } } }`);
  expect(client.session.cookieLog.at(-1)).toEqual({ action: 'clear' });
  expect((await client.data(VIEWER)).viewer).toBeNull();
  expect((await copy.data(VIEWER)).viewer).toBeNull();
  expect(copy.session.cookieLog).toEqual([{ action: 'clear' }]);
});

test('sign-out everywhere ends the account’s other sessions', async () => {
  const laptop = new Client(t.store);
  const phone = new Client(t.store);
  await signIn(laptop);
  await signIn(phone);
  await laptop.data(`mutation { signOut(input: { everywhere: true }) { viewer { id } } }`);
  expect((await phone.data(VIEWER)).viewer).toBeNull();
});

test('an expired session is signed out and its cookie cleared', async () => {
  const clock = { now: Date.now() };
  const client = new Client(t.store, clock);
  await signIn(client);
  clock.now += 31 * DAY;
  expect((await client.data(VIEWER)).viewer).toBeNull();
  expect(client.session.cookieLog.at(-1)).toEqual({ action: 'clear' });
});

test('a session in use is renewed: the cookie is re-set and the expiry moves forward', async () => {
  const clock = { now: Date.now() };
  const client = new Client(t.store, clock);
  await signIn(client);
  clock.now += 10 * 60 * 1000;
  await client.data(VIEWER);
  expect(client.session.cookieLog).toHaveLength(1);
  clock.now += 20 * DAY;
  await client.data(VIEWER);
  expect(client.session.cookieLog).toHaveLength(2);
  expect(client.session.cookieLog[1]).toMatchObject({ action: 'set', maxAgeSeconds: 2_592_000 });
  // 35 days after sign-in, alive only because of the renewal on day 20.
  clock.now += 15 * DAY;
  expect((await client.data(VIEWER)).viewer).toEqual({ handle: 'grace' });
});

test('signing in again drops the session it replaces and the account’s expired ones', async () => {
  await t.createUser('ada');
  const clock = { now: Date.now() };
  await signIn(new Client(t.store, clock), 'ada');
  clock.now += 31 * DAY;
  const browser = new Client(t.store, clock);
  await signIn(browser, 'ada');
  await signIn(browser, 'ada');
  const [row] = await t.sql<{ n: number | string }>(
    `SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.handle = 'ada'`,
  );
  expect(Number(row!.n)).toBe(1);
});

test('a malformed cookie is treated as signed out', async () => {
  const client = new Client(t.store);
  client.session.token = 'forged<script>';
  expect((await client.data(VIEWER)).viewer).toBeNull();
});
