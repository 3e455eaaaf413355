import { DUMP_TABLES } from '../../db/dump';
import { startTestServer, type TestServer } from '../../testing/testServer';

// Subscribers as the publication's data (issue 28 item 7), over HTTP against the real server on
// either engine: who may see and move them, the import keeping consent, and erasure.

let server: TestServer;
let editor: Browser;
let author: Browser;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A browser's session: its cookie travels with every request. */
class Browser {
  cookie: string | null = null;

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${server.origin}${path}`, {
      ...init,
      headers: { ...(init.headers as object), ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }

  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<Json> {
    const res = await this.fetch('/graphql', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  }

  import(csv: string, dryRun = false): Promise<Response> {
    return this.fetch(`/subscribers/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
  }
}

async function signedIn(handle: string): Promise<Browser> {
  const browser = new Browser();
  const answer = await browser.graphql(
    `mutation { signIn(input: { handle: "${handle}", password: "password1" }) { viewer { id } } }`,
  );
  expect(answer.data.signIn.viewer).not.toBeNull();
  return browser;
}

const COUNTS = `{ subscribers { total targets { author { handle } tag { name } count }
  growth(period: DAY) { added total } } }`;
const ERASE = `mutation ($email: String!) {
  eraseSubscriber(input: { email: $email }) { erased subscribers { total } userErrors { field } }
}`;

const DAY = 24 * 60 * 60_000;
const today = new Date().toISOString();
const longAgo = new Date(Date.now() - 400 * DAY).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser('eve', 'EDITOR');
  await server.createUser('ada', 'AUTHOR');
  await server.createUser('rita', 'READER');
  await server.sql(`INSERT INTO tags (name) VALUES ('sqlite')`);
  await server.sql(
    `INSERT INTO mail_suppressions (email, suppressed_at, reason) VALUES ('gone@example.com', 1, '550')`,
  );
  editor = await signedIn('eve');
  author = await signedIn('ada');
});
afterAll(() => server.close());

const FILE = [
  'Email,target,confirmed_at,consent',
  `one@example.com,site,${longAgo},event signup`,
  `ONE@example.com ,author:ada,${today},`,
  `two@example.com,tag:sqlite,${today},newsletter form`,
  `three@example.com,site,,`,
  `not-an-address,site,${today},`,
  `four@example.com,tag:nowhere,${today},`,
  `four@example.com,author:rita,${today},`,
  `five@example.com,site,next year,`,
  `gone@example.com,site,${today},`,
  `two@example.com,tag:sqlite,${today},again`,
].join('\n');

describe('who may manage subscribers', () => {
  it('refuses anyone but editors and owners, before reading a file', async () => {
    const anonymous = new Browser();
    expect((await anonymous.fetch('/subscribers/export.csv')).status).toBe(401);
    expect((await anonymous.import(FILE)).status).toBe(401);
    expect((await author.fetch('/subscribers/export.csv')).status).toBe(403);
    const refused = await author.import(FILE);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(
      'Only editors and owners manage subscribers.',
    );
    expect((await author.graphql(COUNTS)).data.subscribers).toBeNull();
    const erase = await author.graphql(ERASE, { email: 'one@example.com' });
    expect(erase.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await server.sql('SELECT * FROM subscribers')).toEqual([]);
  });

  it('refuses an import posted from another site', async () => {
    const res = await editor.fetch('/subscribers/import', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', origin: 'https://evil.example' },
      body: FILE,
    });
    expect(res.status).toBe(403);
    expect(await server.sql('SELECT * FROM subscribers')).toEqual([]);
  });
});

describe('an editor imports, counts, exports and erases subscribers', () => {
  it('a dry run reports what an import would do and changes nothing', async () => {
    const res = await editor.import(FILE, true);
    expect(res.status).toBe(200);
    const { report } = await res.json();
    expect(report).toMatchObject({ dryRun: true, rows: 10, imported: 3 });
    expect(report.skipped).toEqual({
      noConsent: 1,
      email: 1,
      target: 2,
      date: 1,
      suppressed: 1,
      duplicate: 1,
    });
    expect(report.skippedRows[0]).toEqual({
      line: 5,
      email: 'three@example.com',
      reason: 'noConsent',
    });
    expect(await server.sql('SELECT * FROM subscribers')).toEqual([]);
    expect((await editor.graphql(COUNTS)).data.subscribers.total).toBe(0);
  });

  it('imports only the addresses the file says opted in, with their consent', async () => {
    const { report } = await (await editor.import(FILE)).json();
    expect(report).toMatchObject({ dryRun: false, rows: 10, imported: 3 });
    const emails = await server.sql<{ email: string }>(
      'SELECT email FROM subscribers ORDER BY email',
    );
    expect(emails.map((row) => row.email)).toEqual(['one@example.com', 'two@example.com']);
    // Nothing is on its way to anyone: an import sends no confirmation email.
    expect(await server.sql('SELECT * FROM subscription_requests')).toEqual([]);

    const { subscribers } = (await editor.graphql(COUNTS)).data;
    expect(subscribers.total).toBe(2);
    // Most first, ties by target: the author, the site, the tag.
    expect(subscribers.targets).toEqual([
      { author: { handle: 'ada' }, tag: null, count: 1 },
      { author: null, tag: null, count: 1 },
      { author: null, tag: { name: 'sqlite' }, count: 1 },
    ]);
    // one@ first confirmed 400 days ago: before the chart's window; two@ today.
    expect(subscribers.growth).toHaveLength(30);
    expect(subscribers.growth[0]).toEqual({ added: 0, total: 1 });
    expect(subscribers.growth[29]).toEqual({ added: 1, total: 2 });

    // A second import of the same file adds nothing.
    const again = (await (await editor.import(FILE)).json()).report;
    expect(again.imported).toBe(0);
    expect(again.skipped.subscribed).toBe(3);
  });

  it('exports every subscription as CSV that imports again', async () => {
    const res = await editor.fetch('/subscribers/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="subscribers.csv"');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,target,confirmed_at,consent');
    expect(lines.slice(1).sort()).toEqual([
      `one@example.com,author:ada,${today},import`,
      `one@example.com,site,${longAgo},event signup`,
      `two@example.com,tag:sqlite,${today},newsletter form`,
    ]);
    const back = (await (await editor.import(lines.join('\r\n'), true)).json()).report;
    expect(back).toMatchObject({ rows: 3, imported: 0, skipped: { subscribed: 3 } });
  });

  it('refuses a file it cannot read whole, and writes nothing of it', async () => {
    const before = await server.sql('SELECT * FROM subscriptions ORDER BY subscriber_id, target');
    const refusals = [
      ['address,target\nsix@example.com,site\n', 'The first line must name the columns'],
      [`email,confirmed_at\nsix@example.com,${today}\n"unterminated,x\n`, 'not a CSV file'],
      [`email,consent\nsix@example.com,${'x'.repeat(3000)}\n`, 'not a CSV file'],
      [
        `email,confirmed_at\n${Array.from({ length: 10_001 }, (_, i) => `r${i}@example.com,${today}`).join('\n')}`,
        'at most 10000 rows',
      ],
    ];
    for (const [file, message] of refusals) {
      const res = await editor.import(file!);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(message);
    }
    expect(await server.sql('SELECT * FROM subscriptions ORDER BY subscriber_id, target')).toEqual(
      before,
    );
  });

  it('erases a subscriber entirely: no row anywhere names the address', async () => {
    const email = 'two@example.com';
    const [subscriber] = await server.sql<{ id: number }>(
      'SELECT id FROM subscribers WHERE email = ?',
      email,
    );
    const article = await server.sql<{ id: number }>(
      `INSERT INTO articles (slug, title, body, status, author_id, created_at, updated_at)
       VALUES ('a', 'A', 'A', 'DRAFT', (SELECT id FROM users WHERE handle = 'ada'), ?, ?)
       RETURNING id`,
      today,
      today,
    );
    await server.sql(
      `INSERT INTO newsletter_outbox (article_id, subscriber_id, state, next_at, queued_at)
       VALUES (?, ?, 'sent', 1, 1)`,
      article[0]!.id,
      subscriber!.id,
    );
    await server.sql(
      `INSERT INTO subscription_requests (email, target, created_at, expires_at) VALUES (?, 'site', 1, 2)`,
      email,
    );
    await server.sql(
      `INSERT INTO mail_suppressions (email, suppressed_at, reason) VALUES (?, 1, '550')`,
      email,
    );

    const answer = await editor.graphql(ERASE, { email: ' Two@Example.com ' });
    expect(answer.data.eraseSubscriber).toEqual({
      erased: true,
      subscribers: { total: 1 },
      userErrors: [],
    });
    for (const table of [...DUMP_TABLES.map((t) => t.name), 'subscription_requests']) {
      const rows = await server.sql(`SELECT * FROM ${table}`);
      expect(JSON.stringify(rows)).not.toContain(email);
    }
    const outbox = await server.sql(
      'SELECT * FROM newsletter_outbox WHERE subscriber_id = ?',
      subscriber!.id,
    );
    expect(outbox).toEqual([]);
    // The other subscriber is untouched; a second erasure finds nothing.
    expect((await editor.graphql(COUNTS)).data.subscribers.total).toBe(1);
    const twice = (await editor.graphql(ERASE, { email })).data.eraseSubscriber;
    expect(twice).toEqual({
      erased: false,
      subscribers: { total: 1 },
      userErrors: [{ field: 'email' }],
    });
  });
});
