import {
  eraseSubscriber,
  importSubscriptions,
  type SubscriberEngine,
  type SubscriberQueries,
} from '../../domain/subscribers';
import { runAsync } from '../../domain/work';
import type { SubscriberStore, SubscriptionRecord } from '../subscriberStores';
import type { Exec, PgDb } from './db';
import { statement } from './db';

// The subscriber rules' queries and the editors' reads on PostgreSQL. An import's subscriber
// row is an upsert, so two imports of one address at once make one subscriber.

const FIRSTS = `SELECT MIN(confirmed_at) AS first FROM subscriptions GROUP BY subscriber_id`;
const BY_EMAIL = `SELECT id FROM subscribers WHERE email = $1`;

const q = {
  total: statement(
    'subscribers.total',
    `SELECT COUNT(DISTINCT subscriber_id)::int AS n FROM subscriptions`,
  ),
  perTarget: statement(
    'subscribers.perTarget',
    `SELECT target, COUNT(*)::int AS count FROM subscriptions GROUP BY target ORDER BY target COLLATE "C"`,
  ),
  before: statement(
    'subscribers.before',
    `SELECT COUNT(*)::int AS n FROM (${FIRSTS}) f WHERE first < $1`,
  ),
  buckets: statement(
    'subscribers.buckets',
    `SELECT ((first - $1) / $2)::int AS bucket, COUNT(*)::int AS count FROM (${FIRSTS}) f
     WHERE first >= $1 GROUP BY 1`,
  ),
  records: statement(
    'subscribers.records',
    `SELECT s.subscriber_id AS "subscriberId", sb.email, s.target,
       s.confirmed_at AS "confirmedAt", s.consent
     FROM subscriptions s JOIN subscribers sb ON sb.id = s.subscriber_id
     WHERE (s.subscriber_id, s.target COLLATE "C") > ($1, $2::text COLLATE "C")
     ORDER BY s.subscriber_id, s.target COLLATE "C" LIMIT $3`,
  ),
  suppressedAmong: statement(
    'subscribers.suppressedAmong',
    `SELECT email FROM mail_suppressions WHERE email = ANY($1::text[])`,
  ),
  subscribedAmong: statement(
    'subscribers.subscribedAmong',
    `SELECT sb.email || chr(10) || s.target AS key FROM subscribers sb
     JOIN subscriptions s ON s.subscriber_id = sb.id WHERE sb.email = ANY($1::text[])`,
  ),
  subscriber: statement(
    'subscribers.subscriber',
    `INSERT INTO subscribers (email, created_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET email = excluded.email RETURNING id`,
  ),
  addSubscription: statement(
    'subscribers.add',
    `INSERT INTO subscriptions (subscriber_id, target, confirmed_at, consent)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
  ),
  eraseOutbox: statement(
    'subscribers.eraseOutbox',
    `DELETE FROM newsletter_outbox WHERE subscriber_id IN (${BY_EMAIL})`,
  ),
  eraseSubscriptions: statement(
    'subscribers.eraseSubscriptions',
    `DELETE FROM subscriptions WHERE subscriber_id IN (${BY_EMAIL})`,
  ),
  eraseSubscriber: statement(
    'subscribers.eraseSubscriber',
    `DELETE FROM subscribers WHERE email = $1`,
  ),
  eraseRequests: statement(
    'subscribers.eraseRequests',
    `DELETE FROM subscription_requests WHERE email = $1`,
  ),
  eraseSuppression: statement(
    'subscribers.eraseSuppression',
    `DELETE FROM mail_suppressions WHERE email = $1`,
  ),
};

function subscriberQueries(tx: Exec): SubscriberQueries {
  return {
    suppressedAmong: async (emails) =>
      (await tx.rows<{ email: string }>(q.suppressedAmong(emails))).map((row) => row.email),
    subscribedAmong: async (emails) =>
      (await tx.rows<{ key: string }>(q.subscribedAmong(emails))).map((row) => row.key),
    subscriberId: async (email, at) =>
      (await tx.first<{ id: number }>(q.subscriber(email, at)))!.id,
    async addSubscription(id, target, confirmedAt, consent) {
      await tx.run(q.addSubscription(id, target, confirmedAt, consent));
    },
    eraseOutbox: (email) => tx.run(q.eraseOutbox(email)),
    eraseSubscriber: async (email) =>
      (await tx.run(q.eraseSubscriptions(email))) + (await tx.run(q.eraseSubscriber(email))),
    eraseRequests: (email) => tx.run(q.eraseRequests(email)),
    eraseSuppression: (email) => tx.run(q.eraseSuppression(email)),
  };
}

/** The subscriber store over the pool. */
export function postgresSubscriberStore(db: PgDb): SubscriberStore {
  const engine: SubscriberEngine = {
    transaction: (work) => db.tx((tx) => runAsync(work(subscriberQueries(tx)))),
  };
  return {
    async summary() {
      return {
        total: (await db.first<{ n: number }>(q.total()))!.n,
        targets: await db.rows<{ target: string; count: number }>(q.perTarget()),
      };
    },
    async growth(since, bucket) {
      const rows = await db.rows<{ bucket: number; count: number }>(q.buckets(since, bucket));
      return {
        before: (await db.first<{ n: number }>(q.before(since)))!.n,
        buckets: new Map(rows.map((row) => [row.bucket, row.count])),
      };
    },
    records: (after, limit) =>
      db.rows<SubscriptionRecord>(q.records(after?.subscriberId ?? 0, after?.target ?? '', limit)),
    importSubscriptions: (rows, at, dryRun) => importSubscriptions(engine, rows, at, dryRun),
    erase: (email) => eraseSubscriber(engine, email),
  };
}
