import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createFolioServer } from '../http';
import { smtpMailer, type Mailer } from '../../mail/mailer';
import { startSmtpPeer, type SmtpPeer } from '../../mail/testSmtpPeer';
import { mediaStoreFor } from '../../media/mediaStoreFor';
import { createSchema } from '../../graphql/schema';
import { locationOf, tempStore, type TestStore } from '../../testing/testStore';
import { storeDatedArticle, storeUser } from './publicDocumentsFixtures';
import { CONFIRMATIONS_PER_ADDRESS, SUBSCRIBE_PER_NETWORK } from './subscriptions';

// Subscribing by email without an account, over a real server, store (SQLite or PostgreSQL) and
// SMTP peer: what a reader posting the plain form and following the emailed link meets.

jest.setTimeout(60_000);

const HOUR = 60 * 60_000;
let peer: SmtpPeer;
let db: TestStore;
let server: http.Server;
let origin: string;
let mailer: Mailer;
const clock = { now: Date.parse('2030-01-01T12:00:00Z') };

beforeAll(async () => {
  peer = await startSmtpPeer();
  db = await tempStore();
  mailer = smtpMailer(peer.url);
  server = createFolioServer({
    store: db.store,
    schema: createSchema(),
    clientDir: null,
    mediaDir: null,
    mediaStore: mediaStoreFor(db.store, locationOf(db.store), null).media,
    mailer,
    subscriptionClock: () => clock.now,
    scheduler: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  mailer.close();
  await db.close();
  await peer.close();
});

/** Posts a form as a browser without JavaScript does; the status and the page's text. */
async function postForm(path: string, fields: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

/** Subscribes `email` and returns the link of the confirmation email it gets. */
async function requestLink(email: string, scope: Record<string, string> = {}): Promise<URL> {
  const before = peer.received.length;
  const answer = await postForm('/subscribe', { email, ...scope });
  expect(answer.status).toBe(200);
  expect(answer.html).toContain('Check your inbox');
  const mail = (await peer.waitFor(before + 1))[before]!;
  expect(mail.to).toMatchObject({ value: [{ address: email }] });
  expect(mail.subject).toBe('Confirm your subscription to Folio');
  const link = mail.text!.split(/\s/).find((word) => word.startsWith('http'))!;
  return new URL(link);
}

/** The confirm page's form fields for a link. */
const fieldsOf = (link: URL) => Object.fromEntries(link.searchParams);

const subscriptions = () => db.count('SELECT COUNT(*) FROM subscriptions');

test('the form works without JavaScript: a plain POST, a server-rendered page', async () => {
  const form = await get(`${origin}/subscribe`);
  expect(form.status).toBe(200);
  expect(form.html).toContain('<form method="post" action="/subscribe">');
  expect(form.html).toContain('name="email"');
  const bad = await postForm('/subscribe', { email: 'not an address' });
  expect(bad.status).toBe(400);
  expect(bad.html).toContain('That is not an email address');
  expect(await db.count('SELECT COUNT(*) FROM subscription_requests')).toBe(0);
});

test('nothing is subscribed before the link is confirmed, and a GET of the link confirms nothing', async () => {
  const link = await requestLink('reader@example.com');
  expect(await subscriptions()).toBe(0);
  const page = await get(link.href);
  expect(page.status).toBe(200);
  expect(page.html).toContain('Confirm subscription');
  expect(await subscriptions()).toBe(0);

  const confirmed = await postForm('/subscribe/confirm', fieldsOf(link));
  expect(confirmed.status).toBe(200);
  expect(confirmed.html).toContain('You are subscribed');
  expect(await subscriptions()).toBe(1);

  const reused = await postForm('/subscribe/confirm', fieldsOf(link));
  expect(reused.status).toBe(410);
  expect(reused.html).toContain('This link was already used');
  expect(await subscriptions()).toBe(1);
});

test('the answer is the same whether the address is subscribed already or not', async () => {
  const known = await postForm('/subscribe', { email: 'reader@example.com' });
  const fresh = await postForm('/subscribe', { email: 'nobody@example.com' });
  expect(known.status).toBe(fresh.status);
  expect(known.html.replaceAll('reader@example.com', 'X')).toBe(
    fresh.html.replaceAll('nobody@example.com', 'X'),
  );
});

test('a tampered link, or one for another address, is refused and changes nothing', async () => {
  const link = await requestLink('tamper@example.com');
  const fields = fieldsOf(link);
  const signature = fields.s!;
  const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  const cases = [
    { ...fields, s: flipped },
    { ...fields, email: 'victim@example.com' },
    { ...fields, x: String(Number(fields.x) + HOUR) },
    { ...fields, r: String(Number(fields.r) + 1) },
    { ...fields, s: '' },
  ];
  for (const changed of cases) {
    const page = await get(`${origin}/subscribe/confirm?${new URLSearchParams(changed)}`);
    expect(page.status).toBe(400);
    expect(page.html).toContain('This link is not valid');
    const posted = await postForm('/subscribe/confirm', changed);
    expect(posted.status).toBe(400);
    expect(posted.html).toContain('This link is not valid');
  }
  expect(
    await db.count(`SELECT COUNT(*) FROM subscribers WHERE email <> 'reader@example.com'`),
  ).toBe(0);
  expect(await subscriptions()).toBe(1);
});

test('an expired link is refused and changes nothing', async () => {
  const link = await requestLink('late@example.com');
  clock.now += 25 * HOUR;
  const page = await get(link.href);
  expect(page.status).toBe(410);
  expect(page.html).toContain('This link has expired');
  const posted = await postForm('/subscribe/confirm', fieldsOf(link));
  expect(posted.status).toBe(410);
  expect(await subscriptions()).toBe(1);
});

test('an address gets a few confirmation emails a day, then a clear refusal', async () => {
  clock.now += 25 * HOUR;
  const email = 'target@example.com';
  for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS; i++) await requestLink(email);
  const sent = peer.received.length;
  const refused = await postForm('/subscribe', { email });
  expect(refused.status).toBe(429);
  expect(refused.html).toContain(
    `has been sent ${CONFIRMATIONS_PER_ADDRESS} confirmation emails in the last day`,
  );
  // Another address is not held by it.
  await requestLink('other@example.com');
  expect(peer.received.length).toBe(sent + 1);
});

test('an author or a tag with a published article can be subscribed to; a hidden one reads as unknown', async () => {
  clock.now += 2 * HOUR;
  const ada = await storeUser(db, 'ada', 'Ada Lovelace');
  const article = { body: 'Text', publishedAt: '2029-12-01T00:00:00.000Z' };
  await storeDatedArticle(db, {
    ...article,
    slug: 'engines',
    title: 'Engines',
    status: 'PUBLISHED',
    authorId: ada,
    tags: ['math'],
  });
  const drafter = await storeUser(db, 'drafter', 'Only Drafts');
  await storeDatedArticle(db, {
    ...article,
    slug: 'secret',
    title: 'Secret',
    status: 'DRAFT',
    authorId: drafter,
    tags: ['unreleased'],
  });
  const form = await get(`${origin}/subscribe?author=ada`);
  expect(form.status).toBe(200);
  expect(form.html).toContain('new articles by Ada Lovelace');
  expect(form.html).toContain('name="author" value="ada"');
  const requests = await db.count('SELECT COUNT(*) FROM subscription_requests');
  for (const [name, value] of [
    ['author', 'drafter'],
    ['author', 'nobody'],
    ['tag', 'unreleased'],
    ['tag', 'nothing'],
  ] as const) {
    const page = await get(`${origin}/subscribe?${name}=${value}`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Nothing to subscribe to');
    const posted = await postForm('/subscribe', { email: 'curious@example.com', [name]: value });
    expect(posted.status).toBe(404);
  }
  expect(await db.count('SELECT COUNT(*) FROM subscription_requests')).toBe(requests);

  const byAuthor = await requestLink('fan@example.com', { author: 'ada' });
  expect(peer.received.at(-1)!.text).toContain('new articles by Ada Lovelace');
  expect((await postForm('/subscribe/confirm', fieldsOf(byAuthor))).status).toBe(200);
  const byTag = await requestLink('fan@example.com', { tag: 'math' });
  expect(peer.received.at(-1)!.text).toContain('new articles tagged #math');
  expect((await postForm('/subscribe/confirm', fieldsOf(byTag))).status).toBe(200);
  const [tag] = await db.sql<{ id: number }>(`SELECT id FROM tags WHERE name = 'math'`);
  const targets = await db.sql<{ target: string }>(
    `SELECT target FROM subscriptions JOIN subscribers ON subscribers.id = subscriber_id
     WHERE email = 'fan@example.com' ORDER BY target`,
  );
  expect(targets.map((row) => row.target)).toEqual([`author:${ada}`, `tag:${Number(tag!.id)}`]);
});

test('one network asks for a limited number of subscriptions an hour', async () => {
  clock.now += 2 * HOUR;
  for (let i = 0; i < SUBSCRIBE_PER_NETWORK; i++) await requestLink(`many${i}@example.com`);
  const sent = peer.received.length;
  const refused = await postForm('/subscribe', { email: 'one-more@example.com' });
  expect(refused.status).toBe(429);
  expect(refused.html).toContain('from your network');
  expect(peer.received.length).toBe(sent);
  expect(
    await db.count(
      `SELECT COUNT(*) FROM subscription_requests WHERE email = 'one-more@example.com'`,
    ),
  ).toBe(0);
});
