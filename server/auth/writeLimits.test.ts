import type { ExecutionResult } from 'graphql';
import { toGlobalId } from '../graphql/ids';
import { Client, errorCode, signedIn } from '../testing/harness';
import { reopenStore, tempStore, type TestStore } from '../testing/testStore';
import { WRITE_LIMITS } from './writeLimits';

let t: TestStore;
let articleId = '';
beforeAll(async () => {
  t = await tempStore();
  const author = await t.createUser('author');
  for (let i = 0; i < 8; i++) await t.createUser(`talker_${i}`);
  await t.createUser('racer');
  const at = new Date().toISOString();
  const article = await t.store.articles.insertArticle({
    authorId: author.id,
    ...{ title: 'Open thread', summary: '', body: 'Say something.', tags: [] },
    ...{ status: 'PUBLISHED', createdAt: at, publishedAt: at },
  });
  articleId = toGlobalId(t.store, 'Article', article.id);
});
afterAll(() => t.close());

const COMMENT = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } userErrors { message } } }`;
const SIGN_UP = `mutation ($handle: String!) {
  signUp(input: { handle: $handle, name: "N", password: "long enough pw" }) { viewer { handle } } }`;

/** Signed in as `handle` from `ip` (each test uses its own addresses, so their budgets do not meet). */
async function writerAt(handle: string, ip: string, clock: { now: number }): Promise<Client> {
  const client = await signedIn(t.store, handle, clock);
  client.session.ip = ip;
  return client;
}

function comment(client: Client, body: string) {
  return client.run<{ addComment: { comment: { id: string } | null } }>(COMMENT, {
    input: { articleId, body },
  });
}

function refusal(result: ExecutionResult) {
  const [error] = result.errors ?? [];
  return { code: errorCode(result), retryAfterSeconds: error?.extensions?.retryAfterSeconds };
}

const commentsBy = (handle: string) =>
  t.count(
    'SELECT COUNT(*) FROM comments c JOIN users u ON u.id = c.author_id WHERE u.handle = ?',
    handle,
  );

test('the 21st comment in ten minutes is refused with when to retry, writes nothing, and spares other accounts', async () => {
  const clock = { now: Date.now() };
  const flooder = await writerAt('talker_0', '198.51.100.1', clock);
  const { account, windowMs } = WRITE_LIMITS.comment;
  expect(account).toBe(20);
  for (let i = 0; i < account!; i++) {
    clock.now += 1000;
    expect((await comment(flooder, `Comment ${i}`)).data?.addComment.comment).not.toBeNull();
  }
  clock.now += 1000;
  const refused = await comment(flooder, 'One too many');
  expect(refused.data?.addComment ?? null).toBeNull();
  // The first of the 20 leaves the window 10 minutes after it was posted, 20 s ago.
  expect(refusal(refused)).toEqual({
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: windowMs / 1000 - 20,
  });
  expect(refused.errors![0]!.message).toBe(
    'You have posted many comments in a short time. Try again in 10 minutes.',
  );
  expect(await commentsBy('talker_0')).toBe(20);

  // Another account from the same address still comments.
  const neighbour = await writerAt('talker_1', '198.51.100.1', clock);
  expect((await comment(neighbour, 'Hello')).data?.addComment.comment).not.toBeNull();

  // When the first comment leaves the window, one more fits.
  clock.now += windowMs - 20_000;
  expect((await comment(flooder, 'Later')).data?.addComment.comment).not.toBeNull();
  expect(refusal(await comment(flooder, 'Too soon again')).code).toBe('TOO_MANY_REQUESTS');
});

test('one address has five accounts’ worth of comments, whichever accounts post them', async () => {
  const clock = { now: Date.now() };
  const { address } = WRITE_LIMITS.comment;
  let posted = 0;
  for (let n = 2; posted < address; n++) {
    const client = await writerAt(`talker_${n}`, '198.51.100.2', clock);
    for (let i = 0; i < WRITE_LIMITS.comment.account! && posted < address; i++, posted++) {
      expect((await comment(client, `From the office ${posted}`)).errors).toBeUndefined();
    }
  }
  const fresh = await writerAt('talker_7', '198.51.100.2', clock);
  expect(refusal(await comment(fresh, 'Me too')).code).toBe('TOO_MANY_REQUESTS');
  // The same account from elsewhere is not held by that address's budget.
  fresh.session.ip = '198.51.100.3';
  expect((await comment(fresh, 'From home')).errors).toBeUndefined();
}, 30_000);

test('two server processes on one store admit exactly the budget between them', async () => {
  const other = await reopenStore(t.store);
  try {
    const clock = { now: Date.now() };
    const here = await writerAt('racer', '198.51.100.4', clock);
    // The second process: the same browser's session, served by the other store.
    const there = new Client(other, clock);
    Object.assign(there.session, { token: here.session.token, ip: '198.51.100.4' });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => comment(i % 2 ? here : there, `Race ${i}`)),
    );
    // Each admitted comment is posted, or refused by the Markdown check's queue (which spends
    // the budget as any input refused does); every other one is refused by the budget.
    const refused = results.filter((r) => refusal(r).code === 'TOO_MANY_REQUESTS').length;
    const posted = results.filter((r) => r.data?.addComment.comment).length;
    expect(refused).toBe(20);
    expect(await commentsBy('racer')).toBe(posted);
  } finally {
    await other.close();
  }
}, 30_000);

test('sign-ups from one address are held to their budget, and refused ones make no account', async () => {
  const clock = { now: Date.now() };
  const { address } = WRITE_LIMITS.signUp;
  for (let i = 0; i < address; i++) {
    const client = new Client(t.store, clock);
    client.session.ip = '203.0.113.50';
    clock.now += 1000;
    expect((await client.run(SIGN_UP, { handle: `joiner_${i}` })).errors).toBeUndefined();
  }
  const late = new Client(t.store, clock);
  late.session.ip = '203.0.113.50';
  const refused = await late.run(SIGN_UP, { handle: 'joiner_late' });
  expect(refusal(refused).code).toBe('TOO_MANY_REQUESTS');
  expect(refused.errors![0]!.message).toMatch(
    /^Too many accounts were made from your network\. Try again in \d+ minutes\.$/,
  );
  expect(await t.count(`SELECT COUNT(*) FROM users WHERE handle = 'joiner_late'`)).toBe(0);
  expect(late.session.cookieLog).toEqual([]);
}, 60_000);
