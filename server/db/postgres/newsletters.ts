import {
  leaseDeliveries,
  releaseDeliveries,
  settleDelivery,
  subscriberTargets,
  unsubscribe,
  type NewsletterEngine,
  type NewsletterQueries,
} from '../../domain/newsletters';
import { runAsync } from '../../domain/work';
import type { NewsletterDelivery, NewsletterProgress, NewsletterStore } from '../newsletterStores';
import type { Exec, PgDb } from './db';
import { statement } from './db';

// The newsletter rules' queries on PostgreSQL (server/domain/newsletters.ts). A lease takes its
// rows FOR UPDATE SKIP LOCKED: senders in every worker and on every machine lease at once, each
// passing by the rows another's open transaction holds, and none leases a row twice.

type Delivery = Omit<NewsletterDelivery, 'lease' | 'leaseUntil'>;

/** A subscription target of the article `a`: the site, its author, one of its tags. */
const MATCHES = `(s.target = 'site' OR s.target = 'author:' || a.author_id
  OR s.target IN (SELECT 'tag:' || tag_id FROM article_tags WHERE article_id = a.id))`;

const q = {
  queue: statement(
    'newsletters.queue',
    `INSERT INTO newsletter_outbox (article_id, subscriber_id, next_at, queued_at)
     SELECT DISTINCT a.id, s.subscriber_id, $2::bigint, $2::bigint
     FROM articles a
     JOIN subscriptions s ON ${MATCHES}
     JOIN subscribers sb ON sb.id = s.subscriber_id
     WHERE a.id = $1
       AND NOT EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.email = sb.email)
     ON CONFLICT (article_id, subscriber_id) DO NOTHING`,
  ),
  leaseDue: statement(
    'newsletters.leaseDue',
    `UPDATE newsletter_outbox SET next_at = $2, lease = $3, attempts = attempts + 1
     WHERE id IN (SELECT id FROM newsletter_outbox WHERE state = 'queued' AND next_at <= $1
                  ORDER BY next_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
  ),
  deliveries: statement(
    'newsletters.deliveries',
    `SELECT o.id, o.article_id AS "articleId", o.subscriber_id AS "subscriberId", sb.email,
       o.attempts,
       COALESCE((SELECT MIN(s.target) FROM subscriptions s
                 WHERE s.subscriber_id = o.subscriber_id AND ${MATCHES}), 'site') AS target
     FROM newsletter_outbox o
     JOIN subscribers sb ON sb.id = o.subscriber_id
     JOIN articles a ON a.id = o.article_id
     WHERE o.id = ANY($1::bigint[])
     ORDER BY o.next_at, o.id`,
  ),
  settle: statement(
    'newsletters.settle',
    `UPDATE newsletter_outbox SET state = $3, next_at = $4, lease = NULL,
       sent_at = CASE WHEN $3 = 'sent' THEN $5::bigint ELSE sent_at END, last_error = $6
     WHERE id = $1 AND lease = $2`,
  ),
  release: statement(
    'newsletters.release',
    `UPDATE newsletter_outbox SET lease = NULL, next_at = $3, attempts = attempts - 1
     WHERE lease = $2 AND id = ANY($1::bigint[])`,
  ),
  suppress: statement(
    'newsletters.suppress',
    `INSERT INTO mail_suppressions (email, suppressed_at, reason) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING`,
  ),
  cancelQueued: statement(
    'newsletters.cancelQueued',
    `UPDATE newsletter_outbox SET state = 'cancelled', lease = NULL
     WHERE subscriber_id = $1 AND state = 'queued'`,
  ),
  // FOR UPDATE: an unsubscribe and a confirmation of the same subscriber take turns.
  subscriberEmail: statement(
    'newsletters.subscriberEmail',
    `SELECT email FROM subscribers WHERE id = $1 FOR UPDATE`,
  ),
  targets: statement(
    'newsletters.targets',
    `SELECT target FROM subscriptions WHERE subscriber_id = $1 ORDER BY target`,
  ),
  removeSubscriptions: statement(
    'newsletters.removeSubscriptions',
    `DELETE FROM subscriptions WHERE subscriber_id = $1`,
  ),
  progress: statement(
    'newsletters.progress',
    `SELECT article_id AS "articleId", COUNT(*)::bigint AS queued,
       COUNT(*) FILTER (WHERE state = 'sent')::bigint AS sent,
       COUNT(*) FILTER (WHERE state IN ('failed', 'cancelled'))::bigint AS failed
     FROM newsletter_outbox WHERE article_id = ANY($1::bigint[])
     GROUP BY article_id`,
  ),
};

/** ArticleQueries.queueNewsletter: the article's emails in one INSERT…SELECT. */
export function queueNewsletter(tx: Exec, articleId: number, at: number): Promise<number> {
  return tx.run(q.queue(articleId, at));
}

function newsletterQueries(tx: Exec): NewsletterQueries {
  return {
    leaseDue: async (now, until, lease, limit) =>
      (await tx.rows<{ id: number }>(q.leaseDue(now, until, lease, limit))).map((row) => row.id),
    deliveries: (ids) => tx.rows<Delivery>(q.deliveries(ids)),
    settle: async (id, lease, c) =>
      (await tx.run(q.settle(id, lease, c.state, c.nextAt, c.at, c.error))) === 1,
    async release(ids, lease, at) {
      await tx.run(q.release([...ids], lease, at));
    },
    async suppress(email, at, reason) {
      await tx.run(q.suppress(email, at, reason));
    },
    async cancelQueued(subscriberId) {
      await tx.run(q.cancelQueued(subscriberId));
    },
    subscriberEmail: async (id) =>
      (await tx.first<{ email: string }>(q.subscriberEmail(id)))?.email,
    subscriberTargets: async (id) =>
      (await tx.rows<{ target: string }>(q.targets(id))).map((row) => row.target),
    async removeSubscriptions(id) {
      await tx.run(q.removeSubscriptions(id));
    },
  };
}

/** The newsletter store over the pool. */
export function postgresNewsletterStore(db: PgDb): NewsletterStore {
  const engine: NewsletterEngine = {
    transaction: (work) => db.tx((tx) => runAsync(work(newsletterQueries(tx)))),
  };
  return {
    lease: (now, leaseMs, limit) => leaseDeliveries(engine, now, leaseMs, limit),
    release: (deliveries, at) => releaseDeliveries(engine, deliveries, at),
    settle: (delivery, result, at, retryBaseMs) =>
      settleDelivery(engine, delivery, result, at, retryBaseMs),
    async progress(articleIds) {
      const rows = await db.rows<{ articleId: number } & NewsletterProgress>(
        q.progress([...articleIds]),
      );
      return new Map(rows.map(({ articleId, ...counts }) => [articleId, counts]));
    },
    subscriberTargets: (id, email) => subscriberTargets(engine, id, email),
    unsubscribe: (id, email) => unsubscribe(engine, id, email),
  };
}
