// Newsletters on publish (issue 28), decided once for both engines. An article's first publish
// queues its emails in the publishing transaction (ArticleQueries.queueNewsletter: one
// INSERT…SELECT, one row per subscriber however many of their subscriptions match). Senders
// lease due rows (SQLite: under the IMMEDIATE transaction; PostgreSQL: FOR UPDATE SKIP LOCKED,
// so senders in other processes pass each other's rows by), send each, and settle it under the
// lease's token. What a crash can do is in server/README.md ("Newsletters"): a row is sent
// again only when the process died between the server's 250 and the commit of "sent".
import crypto from 'node:crypto';
import type { DeliveryOutcome, NewsletterDelivery, SendResult } from '../db/newsletterStores';
import { ask, type Answer, type Work } from './work';

/** Tries before a temporarily refused email is given up (about 4 hours at the default pace). */
export const MAX_ATTEMPTS = 10;
/** The longest wait between two tries. */
const MAX_RETRY_MS = 60 * 60_000;

/** What the newsletter rules ask of an engine. */
export interface NewsletterQueries {
  /**
   * Pushes up to `limit` due queued rows (next_at <= now, oldest first) to `until` under
   * `lease`, counting a try; rows another transaction holds are passed by. Their ids.
   */
  leaseDue(now: number, until: number, lease: string, limit: number): Answer<number[]>;
  /** The leased rows with their addresses and the subscription that brought each. */
  deliveries(ids: readonly number[]): Answer<Omit<NewsletterDelivery, 'lease' | 'leaseUntil'>[]>;
  /** Writes the row's outcome when it is still under `lease`; whether it was. */
  settle(
    id: number,
    lease: string,
    change: {
      state: 'queued' | 'sent' | 'failed' | 'cancelled';
      nextAt: number;
      at: number;
      error: string | null;
    },
  ): Answer<boolean>;
  /** Gives leased rows back untried: due at `at`, their try not counted. */
  release(ids: readonly number[], lease: string, at: number): Answer<void>;
  /** Keeps `email` from any later newsletter. */
  suppress(email: string, at: number, reason: string): Answer<void>;
  /** Cancels the subscriber's queued emails. */
  cancelQueued(subscriberId: number): Answer<void>;
  /** The subscriber's address, if it exists. */
  subscriberEmail(subscriberId: number): Answer<string | undefined>;
  subscriberTargets(subscriberId: number): Answer<string[]>;
  removeSubscriptions(subscriberId: number): Answer<void>;
}

/** An engine's way of running the newsletter rules: one transaction each. */
export interface NewsletterEngine {
  transaction<T>(work: (q: NewsletterQueries) => Work<T>): Promise<T>;
}

/** The wait before try `attempts + 1`: doubling from `baseMs`, at most an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Leases due emails: a fresh token, so a row settles only by the sender that holds it. */
export function leaseDeliveries(
  engine: NewsletterEngine,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<NewsletterDelivery[]> {
  const lease = crypto.randomUUID();
  const leaseUntil = now + leaseMs;
  return engine.transaction(function* (q): Work<NewsletterDelivery[]> {
    const ids = yield* ask(q.leaseDue(now, leaseUntil, lease, limit));
    if (ids.length === 0) return [];
    const rows = yield* ask(q.deliveries(ids));
    return rows.map((row) => ({ ...row, lease, leaseUntil }));
  });
}

/** Gives back the leased emails a sender will not try (it is stopping, or late in the lease). */
export function releaseDeliveries(
  engine: NewsletterEngine,
  deliveries: readonly NewsletterDelivery[],
  at: number,
): Promise<void> {
  return engine.transaction(function* (q): Work<void> {
    const lease = deliveries[0]?.lease;
    if (lease === undefined) return;
    yield* ask(
      q.release(
        deliveries.map((delivery) => delivery.id),
        lease,
        at,
      ),
    );
  });
}

/**
 * Records how a send ended. Accepted: sent. An article unpublished before its email went:
 * cancelled. A permanent refusal (5xx): failed, the address
 * suppressed and its other queued emails cancelled, so it gets nothing more. A temporary one
 * (4xx, or no answer): tried again after a doubling wait, failed after MAX_ATTEMPTS.
 */
export function settleDelivery(
  engine: NewsletterEngine,
  delivery: NewsletterDelivery,
  result: SendResult,
  at: number,
  retryBaseMs: number,
): Promise<DeliveryOutcome> {
  return engine.transaction(function* (q): Work<DeliveryOutcome> {
    const { id, lease } = delivery;
    if (result.accepted) {
      const held = yield* ask(q.settle(id, lease, { state: 'sent', nextAt: at, at, error: null }));
      return held ? 'sent' : 'lost';
    }
    if ('withdrawn' in result) {
      const change = { state: 'cancelled', nextAt: at, at, error: 'unpublished' } as const;
      return (yield* ask(q.settle(id, lease, change))) ? 'cancelled' : 'lost';
    }
    const error = result.error.slice(0, 500);
    const permanent = result.code !== null && result.code >= 500 && result.code < 600;
    if (permanent || delivery.attempts >= MAX_ATTEMPTS) {
      const held = yield* ask(q.settle(id, lease, { state: 'failed', nextAt: at, at, error }));
      if (!held) return 'lost';
      if (!permanent) return 'failed';
      yield* ask(q.suppress(delivery.email, at, error));
      yield* ask(q.cancelQueued(delivery.subscriberId));
      return 'suppressed';
    }
    const nextAt = at + retryDelay(delivery.attempts, retryBaseMs);
    const held = yield* ask(q.settle(id, lease, { state: 'queued', nextAt, at, error }));
    return held ? 'retry' : 'lost';
  });
}

/**
 * A signed unsubscribe link's request: every subscription of the subscriber ends and its
 * queued emails are cancelled, when `email` is still its address. False for anyone else.
 */
export function unsubscribe(
  engine: NewsletterEngine,
  subscriberId: number,
  email: string,
): Promise<boolean> {
  return engine.transaction(function* (q): Work<boolean> {
    if ((yield* ask(q.subscriberEmail(subscriberId))) !== email) return false;
    yield* ask(q.removeSubscriptions(subscriberId));
    yield* ask(q.cancelQueued(subscriberId));
    return true;
  });
}

/** The subscriber's targets, when `email` is still its address. */
export function subscriberTargets(
  engine: NewsletterEngine,
  subscriberId: number,
  email: string,
): Promise<string[] | null> {
  return engine.transaction(function* (q): Work<string[] | null> {
    if ((yield* ask(q.subscriberEmail(subscriberId))) !== email) return null;
    return yield* ask(q.subscriberTargets(subscriberId));
  });
}
