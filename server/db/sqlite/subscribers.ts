import {
  eraseSubscriber,
  importSubscriptions,
  type SubscriberEngine,
  type SubscriberQueries,
} from '../../domain/subscribers';
import { runSync } from '../../domain/work';
import type { SubscriberStore, SubscriptionRecord } from '../subscriberStores';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// The subscriber rules' queries and the editors' reads on SQLite; each rule runs in one
// IMMEDIATE transaction.

// A subscriber's first confirmation: when they joined, for the growth chart.
const FIRSTS = `SELECT MIN(confirmed_at) AS first FROM subscriptions GROUP BY subscriber_id`;

const statements = preparedOnce((db) => ({
  total: db.prepare(`SELECT COUNT(DISTINCT subscriber_id) FROM subscriptions`).pluck(),
  perTarget: db.prepare(
    `SELECT target, COUNT(*) AS count FROM subscriptions GROUP BY target ORDER BY target`,
  ),
  before: db.prepare(`SELECT COUNT(*) FROM (${FIRSTS}) WHERE first < ?`).pluck(),
  buckets: db.prepare(
    `SELECT CAST((first - @since) / @bucket AS INTEGER) AS bucket, COUNT(*) AS count FROM (${FIRSTS})
     WHERE first >= @since GROUP BY 1`,
  ),
  records: db.prepare(
    `SELECT s.subscriber_id AS subscriberId, sb.email, s.target, s.confirmed_at AS confirmedAt,
       s.consent
     FROM subscriptions s JOIN subscribers sb ON sb.id = s.subscriber_id
     WHERE (s.subscriber_id, s.target) > (@id, @target)
     ORDER BY s.subscriber_id, s.target LIMIT @limit`,
  ),
  suppressedAmong: db
    .prepare(`SELECT email FROM mail_suppressions WHERE email IN (SELECT value FROM json_each(?))`)
    .pluck(),
  subscribedAmong: db
    .prepare(
      `SELECT sb.email || char(10) || s.target FROM subscribers sb
       JOIN subscriptions s ON s.subscriber_id = sb.id
       WHERE sb.email IN (SELECT value FROM json_each(?))`,
    )
    .pluck(),
  insertSubscriber: db.prepare(
    `INSERT INTO subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING`,
  ),
  subscriberId: db.prepare(`SELECT id FROM subscribers WHERE email = ?`).pluck(),
  addSubscription: db.prepare(
    `INSERT INTO subscriptions (subscriber_id, target, confirmed_at, consent) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  ),
  eraseOutbox: db.prepare(
    `DELETE FROM newsletter_outbox
     WHERE subscriber_id IN (SELECT id FROM subscribers WHERE email = ?)`,
  ),
  eraseSubscriptions: db.prepare(
    `DELETE FROM subscriptions WHERE subscriber_id IN (SELECT id FROM subscribers WHERE email = ?)`,
  ),
  eraseSubscriber: db.prepare(`DELETE FROM subscribers WHERE email = ?`),
  eraseRequests: db.prepare(`DELETE FROM subscription_requests WHERE email = ?`),
  eraseSuppression: db.prepare(`DELETE FROM mail_suppressions WHERE email = ?`),
}));

function subscriberQueries(db: FolioDatabase): SubscriberQueries {
  const s = statements(db);
  return {
    suppressedAmong: (emails) => s.suppressedAmong.all(JSON.stringify(emails)) as string[],
    subscribedAmong: (emails) => s.subscribedAmong.all(JSON.stringify(emails)) as string[],
    subscriberId(email, at) {
      s.insertSubscriber.run(email, at);
      return s.subscriberId.get(email) as number;
    },
    addSubscription: (id, target, confirmedAt, consent) =>
      void s.addSubscription.run(id, target, confirmedAt, consent),
    eraseOutbox: (email) => s.eraseOutbox.run(email).changes,
    // Not left to ON DELETE CASCADE: the rows go whether or not the connection enforces keys.
    eraseSubscriber: (email) =>
      s.eraseSubscriptions.run(email).changes + s.eraseSubscriber.run(email).changes,
    eraseRequests: (email) => s.eraseRequests.run(email).changes,
    eraseSuppression: (email) => s.eraseSuppression.run(email).changes,
  };
}

/** The subscriber store over one better-sqlite3 connection. */
export function sqliteSubscriberStore(db: FolioDatabase): SubscriberStore {
  const s = statements(db);
  const q = subscriberQueries(db);
  const engine: SubscriberEngine = {
    transaction: async (work) => db.transaction(() => runSync(work(q))).immediate(),
  };
  return {
    async summary() {
      return {
        total: s.total.get() as number,
        targets: s.perTarget.all() as { target: string; count: number }[],
      };
    },
    async growth(since, bucket) {
      const rows = s.buckets.all({ since, bucket }) as { bucket: number; count: number }[];
      return {
        before: s.before.get(since) as number,
        buckets: new Map(rows.map((row) => [row.bucket, row.count])),
      };
    },
    async records(after, limit) {
      return s.records.all({
        id: after?.subscriberId ?? 0,
        target: after?.target ?? '',
        limit,
      }) as SubscriptionRecord[];
    },
    importSubscriptions: (rows, at, dryRun) => importSubscriptions(engine, rows, at, dryRun),
    erase: (email) => eraseSubscriber(engine, email),
  };
}
