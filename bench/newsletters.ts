import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertArticleNow } from '../server/db/sqlite/articleWrites';
import { closeDatabase, openDatabase, type FolioDatabase } from '../server/db/sqlite/database';
import { sqliteStore } from '../server/db/sqlite/sqliteStore';
import { insertUser } from '../server/db/sqlite/users';
import type { Store } from '../server/db/store';
import { smtpMailer } from '../server/mail/mailer';
import { startNewsletterSender } from '../server/mail/newsletterSender';
import { startSmtpPeer } from '../server/mail/testSmtpPeer';
import { ServerMarkdown } from '../server/render/serverMarkdown';
import { type BenchSection, type Metric, progress } from './section';

// Newsletters on publish (issue 28), on SQLite: what the publish costs with 10,000 subscribers
// against none (the emails queued in the publishing transaction, one INSERT…SELECT), and how
// fast one sender delivers to a local SMTP peer.

const SUBSCRIBERS = 10_000;
const PUBLISHES = 5;
const DELIVERED = 1000;
const BODY = `# A newsletter\n\n${'A sentence of an ordinary article, sent to its readers. '.repeat(40)}`;

function addSubscribers(db: FolioDatabase, count: number): void {
  db.exec(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
     INSERT INTO subscribers (email, created_at) SELECT 'reader' || i || '@example.com', 0 FROM n;
     INSERT INTO subscriptions (subscriber_id, target, confirmed_at)
       SELECT id, 'site', 0 FROM subscribers;`,
  );
}

/** The median time of publishing a fresh draft through the Store, in ms. */
async function publishMs(db: FolioDatabase, store: Store, authorId: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const { id } = insertArticleNow(db, {
      authorId,
      title: `Publish ${i} ${Math.random()}`,
      summary: '',
      body: BODY,
      tags: [],
      createdAt: new Date().toISOString(),
    });
    const t0 = performance.now();
    await store.articles.setArticleStatus(id, 'PUBLISHED', new Date().toISOString());
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(PUBLISHES / 2)]!;
}

export const newslettersSection: BenchSection = {
  name: 'newsletters',
  description: `publish with ${SUBSCRIBERS} subscribers vs none; one sender's rate to a local SMTP peer`,
  async run(): Promise<Metric[]> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-newsletters-'));
    const db = openDatabase(path.join(dir, 'folio.db'));
    const store = sqliteStore(db);
    try {
      const author = insertUser(db, {
        handle: 'writer',
        name: 'Writer',
        role: 'AUTHOR',
        passwordHash: 'x',
        createdAt: new Date().toISOString(),
      })!;
      const alone = await publishMs(db, store, author.id);
      progress(`publish with no subscriber: ${alone.toFixed(1)} ms`);
      addSubscribers(db, SUBSCRIBERS);
      const withSubscribers = await publishMs(db, store, author.id);
      progress(`publish with ${SUBSCRIBERS}: ${withSubscribers.toFixed(1)} ms`);

      // Delivery: the outbox emptied, then one article to DELIVERED subscribers.
      db.exec(
        `DELETE FROM newsletter_outbox; DELETE FROM subscriptions WHERE subscriber_id > ${DELIVERED}`,
      );
      const peer = await startSmtpPeer();
      const markdown = new ServerMarkdown();
      const { id } = insertArticleNow(db, {
        authorId: author.id,
        title: 'Delivered',
        summary: '',
        body: BODY,
        tags: [],
        createdAt: new Date().toISOString(),
      });
      const t0 = performance.now();
      await store.articles.setArticleStatus(id, 'PUBLISHED', new Date().toISOString());
      const sender = startNewsletterSender({
        store,
        mailer: smtpMailer(peer.url),
        render: (source, options) => markdown.render(source, { ...options, maxWaitMs: 10_000 }),
        origin: 'https://folio.example',
        rate: 10_000,
        pollMs: 10,
      });
      await peer.waitFor(DELIVERED);
      const seconds = (performance.now() - t0) / 1000;
      await sender.stop();
      await markdown.close();
      await peer.close();
      return [
        { metric: 'publish, no subscribers (p50)', value: alone, unit: 'ms' },
        {
          metric: `publish, ${SUBSCRIBERS} subscribers (p50)`,
          value: withSubscribers,
          unit: 'ms',
          target: { op: '<=', value: alone + 50 },
        },
        {
          metric: 'delivery, one sender, local SMTP',
          value: DELIVERED / seconds,
          unit: 'emails/s',
        },
      ];
    } finally {
      closeDatabase(db);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
