// Subscribing by email without an account (issue 28), decided once for both engines: a request
// is recorded under the address's daily limit of confirmation emails, and a confirmation uses
// its request once, before it expires, to make the subscription. The link's signature is
// checked before the store is asked (server/mail/subscriptionLinks.ts).
import type {
  ConfirmationOutcome,
  SubscriptionConfirmation,
  SubscriptionRequestOutcome,
} from '../db/subscriptionStores';
import { ask, type Answer, type Work } from './work';

/** A request as the store keeps it. */
export interface SubscriptionRequestRow {
  id: number;
  email: string;
  target: string;
  expiresAt: number;
  usedAt: number | null;
}

/** What the subscription rules ask of an engine. */
export interface SubscriptionQueries {
  /** Holds this address against other requests for it until the transaction ends. */
  holdEmail(email: string): Answer<void>;
  /** The time of the (offset + 1)-th newest request for `email` at > `since`, if any. */
  nthRequest(email: string, since: number, offset: number): Answer<number | undefined>;
  /** Forgets requests made at <= `before` (PostgreSQL: a bounded batch each time). */
  forgetRequests(before: number): Answer<void>;
  insertRequest(email: string, target: string, at: number, expiresAt: number): Answer<number>;
  /** The request, held against other confirmations of it until the transaction ends. */
  lockRequest(id: number): Answer<SubscriptionRequestRow | undefined>;
  markRequestUsed(id: number, at: number): Answer<void>;
  /** The subscriber with this address, made if new; its id. */
  subscriberId(email: string, at: number): Answer<number>;
  /** Adds the subscription unless the subscriber has it already. */
  addSubscription(subscriberId: number, target: string, at: number): Answer<void>;
}

/** An engine's way of running the subscription rules: one transaction each. */
export interface SubscriptionEngine {
  transaction<T>(work: (q: SubscriptionQueries) => Work<T>): Promise<T>;
}

const DAY = 24 * 60 * 60_000;

/**
 * Records a request for a confirmation email to `email`, or refuses it when `limit` were
 * already made for that address in the past day (whatever their target and whether anyone
 * confirmed them, so the answer says nothing of a subscription). Requests older than a day are
 * forgotten: they have expired and count no more.
 */
export function requestSubscription(
  engine: SubscriptionEngine,
  request: { email: string; target: string; at: number; expiresAt: number },
  limit: number,
): Promise<SubscriptionRequestOutcome> {
  const { email, target, at, expiresAt } = request;
  return engine.transaction(function* (q): Work<SubscriptionRequestOutcome> {
    yield* ask(q.holdEmail(email));
    const since = at - DAY;
    const nth = yield* ask(q.nthRequest(email, since, limit - 1));
    if (nth !== undefined) return { refused: true, retryAt: nth + DAY };
    yield* ask(q.forgetRequests(since));
    return { id: yield* ask(q.insertRequest(email, target, at, expiresAt)) };
  });
}

/**
 * Uses a request whose link was signed by this server: confirmed once, for the address and
 * target it was made for, before it expires; any other case changes nothing.
 */
export function confirmSubscription(
  engine: SubscriptionEngine,
  confirmation: SubscriptionConfirmation,
): Promise<ConfirmationOutcome> {
  const { requestId, email, target, at } = confirmation;
  return engine.transaction(function* (q): Work<ConfirmationOutcome> {
    const request = yield* ask(q.lockRequest(requestId));
    if (!request || request.email !== email || request.target !== target) return 'unknown';
    if (request.usedAt !== null) return 'used';
    if (request.expiresAt <= at) return 'expired';
    yield* ask(q.markRequestUsed(requestId, at));
    const subscriber = yield* ask(q.subscriberId(email, at));
    yield* ask(q.addSubscription(subscriber, target, at));
    return 'confirmed';
  });
}
