import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import type { ParsedMail } from 'mailparser';
import { SESSION_COOKIE } from '../graphql/context';
import { createSchema } from '../graphql/schema';
import { createFolioServer } from '../http/http';
import { mediaStoreFor } from '../media/mediaStoreFor';
import { FEED_RENDER_WAIT_MS, ServerMarkdown } from '../render/serverMarkdown';
import { Client, signedIn } from '../testing/harness';
import { locationOf, reopenStore, tempStore, type TestStore } from '../testing/testStore';
import { smtpMailer, type Mailer } from './mailer';
import { startNewsletterSender, type NewsletterSender } from './newsletterSender';
import { startSmtpPeer, type SmtpPeer } from './testSmtpPeer';

// Newsletters on publish, over a real store (SQLite or PostgreSQL), a real server for the
// unsubscribe links and a real SMTP peer: what subscribers receive when an author publishes.

const ORIGIN = 'https://folio.example';
const IMAGE = `/media/${'a'.repeat(32)}-1600x900.jpg`;
const BODY = [
  'The first paragraph, with [a link](/articles/another) and **strong** words.',
  '',
  `![A diagram](${IMAGE})`,
  '',
  '```js',
  'const answer = 42;',
  '```',
  '',
  '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="/x" onclick="alert(1)">x</a>',
].join('\n');

let peer: SmtpPeer;
let db: TestStore;
let server: http.Server;
let origin: string;
let markdown: ServerMarkdown;
let author: Client;
let editor: Client;
let reader: Client;
let authorName: string;
const senders: NewsletterSender[] = [];
const mailers: Mailer[] = [];

function mailer(): Mailer {
  const made = smtpMailer(peer.url);
  mailers.push(made);
  return made;
}

function startSender(store = db.store): NewsletterSender {
  const sender = startNewsletterSender({
    store,
    mailer: mailer(),
    render: (source, options) =>
      markdown.render(source, { ...options, maxWaitMs: FEED_RENDER_WAIT_MS }),
    origin: ORIGIN,
    rate: 2000,
    leaseMs: 10_000,
    retryBaseMs: 20,
    pollMs: 10,
  });
  senders.push(sender);
  return sender;
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  db = await tempStore();
  markdown = new ServerMarkdown();
  server = createFolioServer({
    store: db.store,
    schema: createSchema(),
    clientDir: null,
    mediaDir: null,
    mediaStore: mediaStoreFor(db.store, locationOf(db.store), null).media,
    mailer: mailer(),
    markdown,
    scheduler: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  authorName = (await db.createUser('ada', 'AUTHOR')).name;
  await db.createUser('eve', 'EDITOR');
  await db.createUser('rob', 'AUTHOR');
  author = await signedIn(db.store, 'ada');
  editor = await signedIn(db.store, 'eve');
  reader = await signedIn(db.store, 'rob');
  startSender();
});

afterAll(async () => {
  await Promise.all(senders.map((sender) => sender.stop()));
  for (const made of mailers) made.close();
  await new Promise((resolve) => server.close(resolve));
  await markdown.close();
  await db.close();
  await peer.close();
});

/** A subscriber with confirmed subscriptions to `targets`; its id. */
async function subscribe(email: string, ...targets: string[]): Promise<number> {
  await db.sql('INSERT INTO subscribers (email, created_at) VALUES (?, ?)', email, 0);
  const [row] = await db.sql<{ id: number }>('SELECT id FROM subscribers WHERE email = ?', email);
  const id = Number(row!.id);
  for (const target of targets) {
    await db.sql(
      'INSERT INTO subscriptions (subscriber_id, target, confirmed_at) VALUES (?, ?, ?)',
      id,
      target,
      0,
    );
  }
  return id;
}

/** Ada's new draft; its id and its tags' targets. */
async function draft(title: string, tags: string[] = []) {
  const data = await author.data<{ createArticle: { article: { id: string } } }>(
    `mutation ($title: String!, $body: String!, $tags: [String!]) {
       createArticle(input: { title: $title, body: $body, tags: $tags }) { article { id } }
     }`,
    { title, body: BODY, tags },
  );
  return data.createArticle.article.id;
}

async function publish(id: string): Promise<void> {
  await author.data(
    `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { id } } }`,
    { id },
  );
}

type Progress = { queued: number; sent: number; failed: number } | null;

async function progressAs(client: Client, id: string): Promise<Progress> {
  const data = await client.data<{ node: { newsletter: Progress } | null }>(
    `query ($id: ID!) { node(id: $id) { ... on Article { newsletter { queued sent failed } } } }`,
    { id },
  );
  return data.node!.newsletter;
}

/** Waits until every email of the article is sent or given up, as its author sees it. */
async function settled(id: string): Promise<NonNullable<Progress>> {
  for (;;) {
    const progress = await progressAs(author, id);
    if (progress && progress.sent + progress.failed === progress.queued) return progress;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const tagTarget = async (name: string) =>
  `tag:${Number((await db.sql<{ id: number }>('SELECT id FROM tags WHERE name = ?', name))[0]!.id)}`;

/** A header as the message carries it, unfolded (mailparser reshapes List-* headers). */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n/g, '')
    .trim();
}

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.value[0]!.address;

const mailsOf = (subject: string) => peer.received.filter((mail) => mail.subject === subject);

let adaId: number;

test('publishing queues one email per matching subscriber in one statement, once however often it is published', async () => {
  adaId = Number(
    (await db.sql<{ id: number }>(`SELECT id FROM users WHERE handle = 'ada'`))[0]!.id,
  );
  const robId = Number(
    (await db.sql<{ id: number }>(`SELECT id FROM users WHERE handle = 'rob'`))[0]!.id,
  );
  const id = await draft('Engines of thought', ['math']);
  const math = await tagTarget('math');
  await subscribe('site@example.com', 'site');
  await subscribe('author@example.com', `author:${adaId}`);
  await subscribe('tag@example.com', math);
  await subscribe('all@example.com', 'site', `author:${adaId}`, math);
  await subscribe('other-author@example.com', `author:${robId}`);
  // An unconfirmed request is no subscription.
  await db.sql(
    `INSERT INTO subscription_requests (email, target, created_at, expires_at) VALUES (?, 'site', 0, 0)`,
    'unconfirmed@example.com',
  );
  expect(await progressAs(author, id)).toBeNull();

  const before = db.statements.length;
  await publish(id);
  const queueing = db.statements
    .slice(before)
    .filter((sql) => /INSERT INTO newsletter_outbox/.test(sql));
  expect(queueing).toHaveLength(1);

  expect(await settled(id)).toEqual({ queued: 4, sent: 4, failed: 0 });
  const mails = mailsOf('Engines of thought');
  expect(mails.map(to).sort()).toEqual([
    'all@example.com',
    'author@example.com',
    'site@example.com',
    'tag@example.com',
  ]);

  // Unpublished and published again: nobody is mailed twice.
  await author.data(
    `mutation ($id: ID!) { unpublishArticle(input: { id: $id }) { article { id } } }`,
    { id },
  );
  await publish(id);
  expect(await progressAs(author, id)).toEqual({ queued: 4, sent: 4, failed: 0 });
  expect(await db.count('SELECT COUNT(*) FROM newsletter_outbox')).toBe(4);
});

test('progress is the author’s and the editors’: another writer and a reader see null', async () => {
  const data = await author.data<{ article: { id: string } }>(
    `query { article(slug: "engines-of-thought") { id } }`,
  );
  const id = data.article.id;
  expect(await progressAs(editor, id)).toEqual({ queued: 4, sent: 4, failed: 0 });
  expect(await progressAs(reader, id)).toBeNull();
  expect(await progressAs(new Client(db.store), id)).toBeNull();
});

test('the email: subject, one-click unsubscribe headers, Message-ID, HTML and text alternatives, absolute URLs, nothing active', async () => {
  const mail = mailsOf('Engines of thought').find((m) => to(m) === 'author@example.com')!;
  expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  const unsubscribe = rawHeader(mail, 'list-unsubscribe');
  expect(unsubscribe).toMatch(/^<https:\/\/folio\.example\/unsubscribe\?[^>]+>$/);
  expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.messageId).toMatch(/^<[\w-]+\.newsletter@folio\.example>$/);
  expect(mail.from!.value[0]!.address).toBe('no-reply@folio.example');

  const html = mail.html as string;
  expect(html).toContain('href="https://folio.example/articles/another"');
  expect(html).toContain('href="https://folio.example/articles/engines-of-thought"');
  expect(html).toContain(`src="https://folio.example/media/${'a'.repeat(32)}-960.jpg"`);
  expect(html).not.toMatch(/<picture|srcset|\.avif|\.webp/);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).toMatch(/<pre[^>]* style="[^"]*white-space: ?pre-wrap/);
  for (const [, url] of html.matchAll(/(?:href|src)="([^"]*)"/g))
    expect(url).toMatch(/^https:\/\//);
  expect(html).toContain(`new articles by ${authorName}`);

  const text = mail.text!;
  expect(text).toContain('Engines of thought');
  expect(text).toContain('The first paragraph, with a link and strong words.');
  expect(text).toContain('const answer = 42;');
  expect(text).toContain(unsubscribe.slice(1, -1));
  expect(mailsOf('Engines of thought').find((m) => to(m) === 'site@example.com')!.text).toContain(
    'subscribed to new articles on Folio',
  );
});

/** The mail's unsubscribe URL, on the test server. */
function unsubscribeLink(mail: ParsedMail): string {
  const url = new URL(rawHeader(mail, 'list-unsubscribe').slice(1, -1));
  expect(url.origin).toBe(ORIGIN);
  return `${origin}${url.pathname}${url.search}`;
}

const subscriptionsOf = (email: string) =>
  db.count(
    `SELECT COUNT(*) FROM subscriptions JOIN subscribers ON subscribers.id = subscriber_id WHERE email = ?`,
    email,
  );

test('a GET of the unsubscribe link changes nothing; a cookie-less one-click POST unsubscribes; the next article skips the address', async () => {
  const mail = mailsOf('Engines of thought').find((m) => to(m) === 'all@example.com')!;
  const link = unsubscribeLink(mail);
  const page = await fetch(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Unsubscribe from all');
  expect(html).toContain(`new articles by ${authorName}`);
  expect(await subscriptionsOf('all@example.com')).toBe(3);

  const tampered = await fetch(link.replace('all%40example.com', 'site%40example.com'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(tampered.status).toBe(400);
  expect(await subscriptionsOf('site@example.com')).toBe(1);

  const posted = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status).toBe(200);
  expect(await posted.text()).toContain('You are unsubscribed');
  expect(await subscriptionsOf('all@example.com')).toBe(0);

  const id = await draft('Second thoughts', ['math']);
  await publish(id);
  expect(await settled(id)).toEqual({ queued: 3, sent: 3, failed: 0 });
  expect(mailsOf('Second thoughts').map(to).sort()).toEqual([
    'author@example.com',
    'site@example.com',
    'tag@example.com',
  ]);
});

test('a peer answering 421 for a while, then 250: every email arrives once', async () => {
  let refusals = 0;
  peer.refuse = () => (refusals++ < 5 ? 421 : undefined);
  try {
    const id = await draft('Temporary trouble');
    await publish(id);
    expect(await settled(id)).toEqual({ queued: 2, sent: 2, failed: 0 });
  } finally {
    peer.refuse = () => undefined;
  }
  expect(refusals).toBeGreaterThan(5);
  expect(mailsOf('Temporary trouble').map(to).sort()).toEqual([
    'author@example.com',
    'site@example.com',
  ]);
});

test('a 550 suppresses that address only: it gets nothing from the next article', async () => {
  peer.refuse = (recipients) => (recipients.includes('site@example.com') ? 550 : undefined);
  try {
    const id = await draft('Refused');
    await publish(id);
    expect(await settled(id)).toEqual({ queued: 2, sent: 1, failed: 1 });
  } finally {
    peer.refuse = () => undefined;
  }
  expect(mailsOf('Refused').map(to)).toEqual(['author@example.com']);
  const id = await draft('After the refusal');
  await publish(id);
  expect(await settled(id)).toEqual({ queued: 1, sent: 1, failed: 0 });
  expect(mailsOf('After the refusal').map(to)).toEqual(['author@example.com']);
});

test('senders on two connections to one store lease apart: each email is sent once', async () => {
  const second = await reopenStore(db.store);
  try {
    startSender(second);
    await db.sql(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 80)
       INSERT INTO subscribers (email, created_at) SELECT 'many' || i || '@example.com', 0 FROM n`,
    );
    await db.sql(
      `INSERT INTO subscriptions (subscriber_id, target, confirmed_at)
       SELECT id, 'site', 0 FROM subscribers WHERE email LIKE 'many%'`,
    );
    const id = await draft('For the many');
    await publish(id);
    expect(await settled(id)).toEqual({ queued: 81, sent: 81, failed: 0 });
    const recipients = mailsOf('For the many').map(to);
    expect(recipients).toHaveLength(81);
    expect(new Set(recipients).size).toBe(81);
  } finally {
    await senders.pop()!.stop();
    await second.close();
  }
});

describe('an editor’s test email', () => {
  const sendTest = (client: Client | null, body: unknown) =>
    fetch(`${origin}/subscribers/test-email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(client ? { cookie: `${SESSION_COOKIE}=${client.session.token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  test('an article, even a draft, or the template, goes to the address typed, through the newsletters’ mailer', async () => {
    await draft('A draft to check');
    const [row] = await db.sql<{ slug: string }>(
      'SELECT slug FROM articles WHERE title = ?',
      'A draft to check',
    );
    const slug = row!.slug;
    const res = await sendTest(editor, { to: ' Checker@Example.com ', article: slug });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 'checker@example.com' });
    const [mail] = mailsOf('[Test] A draft to check');
    expect(to(mail!)).toBe('checker@example.com');
    expect(mail!.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(rawHeader(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toContain('The first paragraph, with');
    expect(mail!.html).not.toMatch(/<script/i);
    expect(mail!.text).toContain('a test email an editor sent');

    const template = await sendTest(editor, { to: 'checker@example.com', article: null });
    expect(template.status).toBe(200);
    expect(mailsOf('[Test] A test email from Folio').map(to)).toEqual(['checker@example.com']);
  });

  test('only editors, from Folio, to an address, of an article that exists; at most ten an hour', async () => {
    const count = () => peer.received.filter((mail) => mail.subject?.startsWith('[Test]')).length;
    const before = count();
    expect((await sendTest(null, { to: 'x@example.com', article: null })).status).toBe(401);
    expect((await sendTest(author, { to: 'x@example.com', article: null })).status).toBe(403);
    expect((await sendTest(editor, { to: 'not an address', article: null })).status).toBe(400);
    const unknown = await sendTest(editor, { to: 'x@example.com', article: 'no-such-article' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('No article has this address.');
    expect(count()).toBe(before);

    // The first test sent two; eight more fit in the hour, the next is refused.
    for (let i = 0; i < 8; i++) {
      expect((await sendTest(editor, { to: 'x@example.com', article: null })).status).toBe(200);
    }
    const refused = await sendTest(editor, { to: 'x@example.com', article: null });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(count()).toBe(before + 8);
  });
});
