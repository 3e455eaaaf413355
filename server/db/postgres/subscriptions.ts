import {
  confirmSubscription,
  requestSubscription,
  type SubscriptionEngine,
  type SubscriptionQueries,
  type SubscriptionRequestRow,
} from '../../domain/subscriptions';
import { runAsync } from '../../domain/work';
import type { SubscriptionStore } from '../subscriptionStores';
import type { Exec, PgDb } from './db';
import { statement } from './db';

// The subscription rules' queries on PostgreSQL: a request holds a transaction-level advisory
// lock on its address, so concurrent requests for one address count each other; a confirmation
// holds its request's row.

const q = {
  lock: statement(
    'subscriptions.lock',
    `SELECT pg_advisory_xact_lock(hashtextextended('folio:subscribe:' || $1, 0))`,
  ),
  nthRequest: statement(
    'subscriptions.nthRequest',
    `SELECT created_at AS at FROM subscription_requests WHERE email = $1 AND created_at > $2
     ORDER BY created_at DESC LIMIT 1 OFFSET $3`,
  ),
  forgetRequests: statement(
    'subscriptions.forgetRequests',
    `DELETE FROM subscription_requests WHERE id IN (
       SELECT id FROM subscription_requests WHERE created_at <= $1 LIMIT 500
       FOR UPDATE SKIP LOCKED)`,
  ),
  insertRequest: statement(
    'subscriptions.insertRequest',
    `INSERT INTO subscription_requests (email, target, created_at, expires_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
  ),
  request: statement(
    'subscriptions.request',
    `SELECT id, email, target, expires_at AS "expiresAt", used_at AS "usedAt"
     FROM subscription_requests WHERE id = $1 FOR UPDATE`,
  ),
  markUsed: statement(
    'subscriptions.markUsed',
    `UPDATE subscription_requests SET used_at = $2 WHERE id = $1`,
  ),
  // The no-op update makes RETURNING answer for an address already kept.
  subscriber: statement(
    'subscriptions.subscriber',
    `INSERT INTO subscribers (email, created_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET email = excluded.email RETURNING id`,
  ),
  addSubscription: statement(
    'subscriptions.add',
    `INSERT INTO subscriptions (subscriber_id, target, confirmed_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
  ),
  key: statement('subscriptions.key', `SELECT value FROM secrets WHERE name = 'subscription_key'`),
};

function subscriptionQueries(tx: Exec): SubscriptionQueries {
  return {
    async holdEmail(email) {
      await tx.rows(q.lock(email));
    },
    nthRequest: async (email, since, offset) =>
      (await tx.first<{ at: number }>(q.nthRequest(email, since, offset)))?.at,
    async forgetRequests(before) {
      await tx.run(q.forgetRequests(before));
    },
    insertRequest: async (email, target, at, expiresAt) =>
      (await tx.first<{ id: number }>(q.insertRequest(email, target, at, expiresAt)))!.id,
    lockRequest: (id) => tx.first<SubscriptionRequestRow>(q.request(id)),
    async markRequestUsed(id, at) {
      await tx.run(q.markUsed(id, at));
    },
    subscriberId: async (email, at) =>
      (await tx.first<{ id: number }>(q.subscriber(email, at)))!.id,
    async addSubscription(subscriberId, target, at) {
      await tx.run(q.addSubscription(subscriberId, target, at));
    },
  };
}

/** The subscription store over the pool. */
export function postgresSubscriptionStore(db: PgDb): SubscriptionStore {
  const engine: SubscriptionEngine = {
    transaction: (work) => db.tx((tx) => runAsync(work(subscriptionQueries(tx)))),
  };
  let key: Promise<Buffer> | null = null;
  return {
    signingKey() {
      key ??= db.first<{ value: Buffer }>(q.key()).then((row) => {
        if (!row) throw new Error('The database has no subscription key');
        return row.value;
      });
      return key;
    },
    requestSubscription: (request, limit) => requestSubscription(engine, request, limit),
    confirmSubscription: (confirmation) => confirmSubscription(engine, confirmation),
  };
}
