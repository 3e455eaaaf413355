import {
  leaseDeliveries,
  releaseDeliveries,
  settleDelivery,
  subscriberTargets,
  unsubscribe,
  type NewsletterEngine,
  type NewsletterQueries,
} from '../../domain/newsletters';
import { runSync } from '../../domain/work';
import type { NewsletterDelivery, NewsletterProgress, NewsletterStore } from '../newsletterStores';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// The newsletter rules' queries on SQLite (server/domain/newsletters.ts). Each rule runs in one
// IMMEDIATE transaction, so a lease is taken whole before another process's can begin.

type Delivery = Omit<NewsletterDelivery, 'lease' | 'leaseUntil'>;

const statements = preparedOnce((db) => ({
  // One row per subscriber (DISTINCT), whichever of the article's targets they hold; the
  // UNIQUE (article, subscriber) index makes a second run add nothing.
  queue: db.prepare(
    `INSERT INTO newsletter_outbox (article_id, subscriber_id, next_at, queued_at)
     SELECT DISTINCT a.id, s.subscriber_id, @at, @at
     FROM articles a
     JOIN subscriptions s ON s.target = 'site' OR s.target = 'author:' || a.author_id
       OR s.target IN (SELECT 'tag:' || tag_id FROM article_tags WHERE article_id = a.id)
     JOIN subscribers sb ON sb.id = s.subscriber_id
     WHERE a.id = @articleId
       AND NOT EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.email = sb.email)
     ON CONFLICT (article_id, subscriber_id) DO NOTHING`,
  ),
  leaseDue: db
    .prepare(
      `UPDATE newsletter_outbox SET next_at = @until, lease = @lease, attempts = attempts + 1
       WHERE id IN (SELECT id FROM newsletter_outbox WHERE state = 'queued' AND next_at <= @now
                    ORDER BY next_at, id LIMIT @limit)
       RETURNING id`,
    )
    .pluck(),
  // The subscription that brought the email: the first of the subscriber's that matches.
  deliveries: db.prepare(
    `SELECT o.id, o.article_id AS articleId, o.subscriber_id AS subscriberId, sb.email,
       o.attempts,
       COALESCE((SELECT MIN(s.target) FROM subscriptions s WHERE s.subscriber_id = o.subscriber_id
         AND (s.target = 'site' OR s.target = 'author:' || a.author_id
           OR s.target IN (SELECT 'tag:' || tag_id FROM article_tags WHERE article_id = a.id))),
         'site') AS target
     FROM newsletter_outbox o
     JOIN subscribers sb ON sb.id = o.subscriber_id
     JOIN articles a ON a.id = o.article_id
     WHERE o.id IN (SELECT value FROM json_each(?))
     ORDER BY o.next_at, o.id`,
  ),
  settle: db.prepare(
    `UPDATE newsletter_outbox SET state = @state, next_at = @nextAt, lease = NULL,
       sent_at = CASE WHEN @state = 'sent' THEN @at ELSE sent_at END, last_error = @error
     WHERE id = @id AND lease = @lease`,
  ),
  release: db.prepare(
    `UPDATE newsletter_outbox SET lease = NULL, next_at = ?, attempts = attempts - 1
     WHERE lease = ? AND id IN (SELECT value FROM json_each(?))`,
  ),
  suppress: db.prepare(
    `INSERT INTO mail_suppressions (email, suppressed_at, reason) VALUES (?, ?, ?)
     ON CONFLICT (email) DO NOTHING`,
  ),
  cancelQueued: db.prepare(
    `UPDATE newsletter_outbox SET state = 'cancelled', lease = NULL
     WHERE subscriber_id = ? AND state = 'queued'`,
  ),
  subscriberEmail: db.prepare(`SELECT email FROM subscribers WHERE id = ?`).pluck(),
  targets: db
    .prepare(`SELECT target FROM subscriptions WHERE subscriber_id = ? ORDER BY target`)
    .pluck(),
  removeSubscriptions: db.prepare(`DELETE FROM subscriptions WHERE subscriber_id = ?`),
  progress: db.prepare(
    `SELECT article_id AS articleId, COUNT(*) AS queued,
       SUM(state = 'sent') AS sent, SUM(state IN ('failed', 'cancelled')) AS failed
     FROM newsletter_outbox WHERE article_id IN (SELECT value FROM json_each(?))
     GROUP BY article_id`,
  ),
}));

/** ArticleQueries.queueNewsletter: the article's emails in one INSERT…SELECT. */
export function queueNewsletter(db: FolioDatabase, articleId: number, at: number): number {
  return statements(db).queue.run({ articleId, at }).changes;
}

function newsletterQueries(db: FolioDatabase): NewsletterQueries {
  const s = statements(db);
  return {
    leaseDue: (now, until, lease, limit) =>
      s.leaseDue.all({ now, until, lease, limit }) as number[],
    deliveries: (ids) => s.deliveries.all(JSON.stringify(ids)) as Delivery[],
    settle: (id, lease, change) => s.settle.run({ id, lease, ...change }).changes === 1,
    release: (ids, lease, at) => void s.release.run(at, lease, JSON.stringify(ids)),
    suppress: (email, at, reason) => void s.suppress.run(email, at, reason),
    cancelQueued: (subscriberId) => void s.cancelQueued.run(subscriberId),
    subscriberEmail: (id) => s.subscriberEmail.get(id) as string | undefined,
    subscriberTargets: (id) => s.targets.all(id) as string[],
    removeSubscriptions: (id) => void s.removeSubscriptions.run(id),
  };
}

/** The newsletter store over one better-sqlite3 connection. */
export function sqliteNewsletterStore(db: FolioDatabase): NewsletterStore {
  const q = newsletterQueries(db);
  const engine: NewsletterEngine = {
    transaction: async (work) => db.transaction(() => runSync(work(q))).immediate(),
  };
  return {
    lease: (now, leaseMs, limit) => leaseDeliveries(engine, now, leaseMs, limit),
    release: (deliveries, at) => releaseDeliveries(engine, deliveries, at),
    settle: (delivery, result, at, retryBaseMs) =>
      settleDelivery(engine, delivery, result, at, retryBaseMs),
    async progress(articleIds) {
      const rows = statements(db).progress.all(JSON.stringify(articleIds)) as ({
        articleId: number;
      } & NewsletterProgress)[];
      return new Map(rows.map(({ articleId, ...counts }) => [articleId, counts]));
    },
    subscriberTargets: (id, email) => subscriberTargets(engine, id, email),
    unsubscribe: (id, email) => unsubscribe(engine, id, email),
  };
}
