import type { ExecutionResult } from 'graphql';
import { Client, errorCode } from '../testing/harness';
import { tempStore, type TestStore } from '../testing/testStore';
import { PASSWORD_WORK } from './passwords';
import { MAX_ADDRESS_ATTEMPTS } from './signIn';

let t: TestStore;
beforeAll(async () => {
  t = await tempStore();
  for (const handle of ['grace', 'target', 'patient', 'slowpoke', 'windowed']) {
    await t.createUser(handle);
  }
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
// Every try that gets in spends a real scrypt (~75 ms on the shared machine).
const SIGN_IN = `mutation ($handle: String!, $password: String!) {
  signIn(input: { handle: $handle, password: $password }) { viewer { handle } userErrors { code } } }`;
const SIGN_UP = `mutation ($handle: String!) {
  signUp(input: { handle: $handle, name: "N", password: "long enough pw" }) { viewer { handle } } }`;

type SignInResult = ExecutionResult<{
  signIn: { viewer: { handle: string } | null; userErrors: { code: string }[] };
}>;

/** A browser at `ip` (each test uses its own addresses, so their limits do not meet). */
function clientAt(ip: string, clock?: { now: number }): Client {
  const client = new Client(t.store, clock);
  client.session.ip = ip;
  return client;
}

function signIn(client: Client, handle: string, password = 'password1'): Promise<SignInResult> {
  return client.run(SIGN_IN, { handle, password });
}

/**
 * Fills both hashing slots with other work until the returned function is called, so no place
 * frees while a flood's tries arrive (on PostgreSQL they arrive over ~100 ms, longer than a hash).
 */
function holdHashingSlots(): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const busy = ['busy-a', 'busy-b'].map((key) => PASSWORD_WORK.run(key, () => held));
  return async () => {
    release();
    await Promise.all(busy);
  };
}

/** The first `count` of `tries` to be answered, in the order they were (waits for no others). */
function firstAnswered<T>(tries: Promise<T>[], count: number): Promise<T[]> {
  const answered: T[] = [];
  return new Promise((resolve) => {
    for (const attempt of tries) {
      void attempt.then((result) => {
        if (answered.push(result) === count) resolve([...answered]);
      });
    }
  });
}

function outcome(result: SignInResult): string {
  if (result.data?.signIn.viewer) return 'signed in';
  return String(errorCode(result) ?? result.data?.signIn.userErrors[0]?.code);
}

function retryAfter(result: ExecutionResult): unknown {
  return result.errors?.[0]?.extensions?.retryAfterSeconds;
}

test('ten failed tries for a handle in 15 minutes refuse even the right password, then the window passes', async () => {
  const clock = { now: Date.now() };
  const client = clientAt('192.0.2.1', clock);
  for (let i = 0; i < 10; i++) {
    expect(outcome(await signIn(client, 'target', `wrong-${i}`))).toBe('BAD_CREDENTIALS');
  }
  const refused = await signIn(client, 'TARGET');
  expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
  expect(client.session.cookieLog).toEqual([]);
  // Other handles are not affected.
  expect(outcome(await signIn(clientAt('192.0.2.2', clock), 'grace'))).toBe('signed in');
  clock.now += 15 * MINUTE + 1;
  expect(outcome(await signIn(client, 'target'))).toBe('signed in');
});

test('a success in between forgives no failure: the eleventh try in the window is refused', async () => {
  // Before, each success wiped the count, so 9 guesses + the owner's sign-in
  // could repeat without end (27 guesses fitted in one window).
  const clock = { now: Date.now() };
  const owner = clientAt('192.0.2.10', clock);
  const guesser = clientAt('192.0.2.11', clock);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 5; i++) {
      expect(outcome(await signIn(guesser, 'patient', `guess-${round}-${i}`))).toBe(
        'BAD_CREDENTIALS',
      );
    }
    clock.now += MINUTE;
    if (round === 0) expect(outcome(await signIn(owner, 'patient'))).toBe('signed in');
  }
  expect(errorCode(await signIn(owner, 'patient'))).toBe('TOO_MANY_REQUESTS');
});

test('the refusal says when the next try will be let through, in extensions and in words', async () => {
  const clock = { now: Date.now() };
  const client = clientAt('192.0.2.20', clock);
  // One failure a minute: the oldest leaves the window 15 minutes after it was made.
  for (let i = 0; i < 10; i++) {
    await signIn(client, 'windowed', `wrong-${i}`);
    clock.now += MINUTE;
  }
  const refused = await signIn(client, 'windowed');
  expect(retryAfter(refused)).toBe(5 * 60);
  expect(refused.errors?.[0]?.message).toBe(
    'Too many failed sign-in attempts for this handle. Try again in 5 minutes.',
  );
  clock.now += 5 * MINUTE + 1;
  expect(outcome(await signIn(client, 'windowed', 'wrong-again'))).toBe('BAD_CREDENTIALS');
  // Ten in the window again; the next to leave it was made a minute after the first.
  const again = await signIn(client, 'windowed');
  expect(retryAfter(again)).toBe(60);
  expect(again.errors?.[0]?.message).toMatch(/Try again in 1 minute\.$/);
});

test(`${MAX_ADDRESS_ATTEMPTS} tries from one address (an IPv6 /64) refuse its next, whatever the handle; other addresses go on`, async () => {
  const clock = { now: Date.now() };
  // Two at a time: one address's share of the hashing queue.
  for (let i = 0; i < MAX_ADDRESS_ATTEMPTS; i += 2) {
    const pair = [i, i + 1].map((n) =>
      signIn(clientAt(`2001:db8:7:7::${n.toString(16)}`, clock), `nobody_${n}`),
    );
    for (const result of await Promise.all(pair)) expect(outcome(result)).toBe('BAD_CREDENTIALS');
  }
  const refused = await signIn(clientAt('2001:db8:7:7:ffff::1', clock), 'slowpoke');
  expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
  expect(refused.errors?.[0]?.message).toBe(
    'Too many sign-in attempts from your network. Try again in 15 minutes.',
  );
  expect(retryAfter(refused)).toBe(15 * 60);
  expect(outcome(await signIn(clientAt('2001:db8:7:8::1', clock), 'slowpoke'))).toBe('signed in');
  clock.now += 15 * MINUTE + 1;
  expect(outcome(await signIn(clientAt('2001:db8:7:7::1', clock), 'slowpoke'))).toBe('signed in');
}, 60_000);

test('a flood from one address gets its two places in the hashing queue; the rest are refused at once and a real sign-in goes through', async () => {
  const release = holdHashingSlots();
  const refusals = 48 - PASSWORD_WORK.limits.perKey;
  const flood = Array.from({ length: 48 }, (_, i) =>
    signIn(clientAt('198.51.100.66'), `bogus_${i}`, 'guess'),
  );
  const real = signIn(clientAt('198.51.100.67'), 'grace');
  const answered = await firstAnswered(flood, refusals);
  expect(answered.map(errorCode)).toEqual(answered.map(() => 'TOO_MANY_REQUESTS'));
  expect(answered[0]?.errors?.[0]?.message).toMatch(
    /^The server is busy checking passwords\. Try again in \d+ seconds?\.$/,
  );
  expect(retryAfter(answered[0]!)).toBeGreaterThanOrEqual(1);
  await release();
  const admitted = (await Promise.all(flood)).filter((r) => errorCode(r) !== 'TOO_MANY_REQUESTS');
  expect(admitted.map(outcome)).toEqual(['BAD_CREDENTIALS', 'BAD_CREDENTIALS']);
  expect(outcome(await real)).toBe('signed in');
});

test('a flood from many addresses fills the bounded queue and the rest are refused, writing nothing', async () => {
  const rows = () => t.count('SELECT COUNT(*) FROM sign_in_attempts');
  const before = await rows();
  const release = holdHashingSlots();
  const flood = Array.from({ length: 48 }, (_, i) =>
    signIn(clientAt(`203.0.113.${i + 1}`), `bogus_${i}`),
  );
  const refused = await firstAnswered(flood, 48 - PASSWORD_WORK.limits.queue);
  expect(refused.map(errorCode)).toEqual(refused.map(() => 'TOO_MANY_REQUESTS'));
  await release();
  await Promise.all(flood);
  expect((await rows()) - before).toBe(PASSWORD_WORK.limits.queue);
});

test('sign-up hashes within the same bound', async () => {
  const release = holdHashingSlots();
  const signUps = Array.from({ length: 12 }, (_, i) =>
    clientAt('198.51.100.80').run(SIGN_UP, { handle: `newcomer_${i}` }),
  );
  const refused = await firstAnswered(signUps, 12 - PASSWORD_WORK.limits.perKey);
  expect(refused.map(errorCode)).toEqual(refused.map(() => 'TOO_MANY_REQUESTS'));
  await release();
  await Promise.all(signUps);
  const created = await t.count(`SELECT COUNT(*) FROM users WHERE handle LIKE 'newcomer%'`);
  expect(created).toBe(PASSWORD_WORK.limits.perKey);
});

test('tries sent all at once are counted as they arrive, not after their hashes', async () => {
  // From 25 addresses, so only the handle's limit applies (the queue holds ten).
  const clock = { now: Date.now() };
  const attempts = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      signIn(clientAt(`192.0.2.${100 + i}`, clock), 'slowpoke', `wrong-${i}`),
    ),
  );
  const outcomes = attempts.map(outcome);
  expect(outcomes.filter((o) => o === 'BAD_CREDENTIALS')).toHaveLength(10);
  expect(outcomes.filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(15);
});
