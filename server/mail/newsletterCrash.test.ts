import path from 'node:path';
import { startServer, tempDir, type ServerProcess } from '../../test/load/support';
import { buildIfStale } from '../process/buildIfStale';
import { locationOf, tempStore, type TestStore } from '../testing/testStore';
import { startSmtpPeer, type SmtpPeer } from './testSmtpPeer';

// Exactly once across kill -9: the real server, as a child process on the test's store (SQLite
// or PostgreSQL), publishes a scheduled article to a few hundred subscribers and is killed with
// SIGKILL in the middle of an SMTP transaction (the peer holds its answer); restarted, it
// delivers the rest. The peer must hold exactly one email per subscriber.

// Two starts of the real server dominate; a machine busy with other suites can triple them.
jest.setTimeout(150_000);

const SUBSCRIBERS = 200;

let peer: SmtpPeer;
let db: TestStore;
let folder: ReturnType<typeof tempDir>;
let child: ServerProcess | null = null;

beforeAll(async () => {
  // The child runs compiled, as `npm start` does: it starts seconds sooner than from source.
  await buildIfStale(path.resolve(__dirname, '..', '..'), ['--server']);
  peer = await startSmtpPeer();
  db = await tempStore();
  folder = tempDir('folio-newsletter-crash-');
});

afterAll(async () => {
  await child?.stop();
  await db.close();
  await peer.close();
  folder.remove();
});

function start(): Promise<ServerProcess> {
  const location = locationOf(db.store);
  return startServer(
    location.dialect === 'sqlite' ? location.file : folder.dbFile,
    {
      ...(location.dialect === 'postgres' ? { FOLIO_DATABASE_URL: location.url } : {}),
      FOLIO_SEED: 'none',
      FOLIO_SMTP_URL: peer.url,
      FOLIO_MAIL_RATE: '2000',
      // The killed sender's emails come back to the outbox this soon after.
      FOLIO_MAIL_LEASE_MS: '1500',
    },
    60_000,
    'compiled',
  );
}

test('a sender killed by SIGKILL mid-send and restarted delivers one email per subscriber', async () => {
  const author = await db.createUser('ada', 'AUTHOR');
  const article = await db.store.articles.insertArticle({
    authorId: author.id,
    title: 'Survives a crash',
    summary: '',
    body: 'Sent once to everyone.',
    tags: [],
    createdAt: new Date().toISOString(),
  });
  await db.sql(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SUBSCRIBERS})
     INSERT INTO subscribers (email, created_at) SELECT 'reader' || i || '@example.com', 0 FROM n`,
  );
  await db.sql(
    `INSERT INTO subscriptions (subscriber_id, target, confirmed_at) SELECT id, 'site', 0 FROM subscribers`,
  );
  // Due already: the child's scheduler publishes it as it starts, which queues the emails.
  await db.store.schedule.setSchedule(article.id, new Date(Date.now() - 1000).toISOString());

  const killAt = 50 + Math.floor(Math.random() * (SUBSCRIBERS - 100));
  child = await start();
  await new Promise<void>((killed) => {
    peer.interrupt = async () => {
      if (peer.received.length < killAt) return undefined;
      peer.interrupt = () => undefined;
      await child!.kill9();
      killed();
      return 'drop';
    };
  });
  expect(peer.received.length).toBe(killAt);
  child = await start();
  await peer.waitFor(SUBSCRIBERS);
  for (;;) {
    const sent = await db.count(`SELECT COUNT(*) FROM newsletter_outbox WHERE state = 'sent'`);
    if (sent === SUBSCRIBERS) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await child.stop();
  child = null;

  const addresses = peer.received.map(
    (mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.value[0]!.address!,
  );
  expect(addresses).toHaveLength(SUBSCRIBERS);
  expect(new Set(addresses).size).toBe(SUBSCRIBERS);
});
