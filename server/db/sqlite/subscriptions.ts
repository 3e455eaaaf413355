import {
  confirmSubscription,
  requestSubscription,
  type SubscriptionEngine,
  type SubscriptionQueries,
  type SubscriptionRequestRow,
} from '../../domain/subscriptions';
import { runSync } from '../../domain/work';
import type { SubscriptionStore } from '../subscriptionStores';
import type { FolioDatabase } from './database';
import { databaseSecret } from './secrets';
import { preparedOnce } from './statements';

// The subscription rules' queries on SQLite; each rule runs in one IMMEDIATE transaction, so
// processes sharing the file take turns.

const statements = preparedOnce((db) => ({
  nthRequest: db
    .prepare(
      `SELECT created_at FROM subscription_requests WHERE email = ? AND created_at > ?
       ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck(),
  forgetRequests: db.prepare(`DELETE FROM subscription_requests WHERE created_at <= ?`),
  insertRequest: db.prepare(
    `INSERT INTO subscription_requests (email, target, created_at, expires_at) VALUES (?, ?, ?, ?)`,
  ),
  request: db.prepare(
    `SELECT id, email, target, expires_at AS expiresAt, used_at AS usedAt
     FROM subscription_requests WHERE id = ?`,
  ),
  markUsed: db.prepare(`UPDATE subscription_requests SET used_at = ? WHERE id = ?`),
  insertSubscriber: db.prepare(
    `INSERT INTO subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING`,
  ),
  subscriberId: db.prepare(`SELECT id FROM subscribers WHERE email = ?`).pluck(),
  addSubscription: db.prepare(
    `INSERT INTO subscriptions (subscriber_id, target, confirmed_at) VALUES (?, ?, ?)
     ON CONFLICT DO NOTHING`,
  ),
}));

function subscriptionQueries(db: FolioDatabase): SubscriptionQueries {
  const s = statements(db);
  return {
    // The IMMEDIATE transaction holds the whole file already.
    holdEmail: () => undefined,
    nthRequest: (email, since, offset) =>
      s.nthRequest.get(email, since, offset) as number | undefined,
    forgetRequests: (before) => void s.forgetRequests.run(before),
    insertRequest: (email, target, at, expiresAt) =>
      Number(s.insertRequest.run(email, target, at, expiresAt).lastInsertRowid),
    lockRequest: (id) => s.request.get(id) as SubscriptionRequestRow | undefined,
    markRequestUsed: (id, at) => void s.markUsed.run(at, id),
    subscriberId(email, at) {
      s.insertSubscriber.run(email, at);
      return s.subscriberId.get(email) as number;
    },
    addSubscription: (subscriberId, target, at) =>
      void s.addSubscription.run(subscriberId, target, at),
  };
}

/** The subscription store over one better-sqlite3 connection. */
export function sqliteSubscriptionStore(db: FolioDatabase): SubscriptionStore {
  const q = subscriptionQueries(db);
  const engine: SubscriptionEngine = {
    transaction: async (work) => db.transaction(() => runSync(work(q))).immediate(),
  };
  return {
    signingKey: async () => databaseSecret(db, 'subscription_key'),
    requestSubscription: (request, limit) => requestSubscription(engine, request, limit),
    confirmSubscription: (confirmation) => confirmSubscription(engine, confirmation),
  };
}
