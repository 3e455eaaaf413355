// Subscribers as the publication's data (issue 28 item 7), decided once for both engines: an
// import adds only what a file vouches for and leaves suppressed addresses and kept
// subscriptions alone; an erasure removes every row that names the address.
import type { ImportedSubscription, ImportOutcome } from '../db/subscriberStores';
import { ask, type Answer, type Work } from './work';

/** What the subscriber rules ask of an engine. */
export interface SubscriberQueries {
  /** Which of `emails` are suppressed (a mail server refused them for good). */
  suppressedAmong(emails: readonly string[]): Answer<string[]>;
  /** The subscriptions of `emails` kept already, as `email + '\n' + target`. */
  subscribedAmong(emails: readonly string[]): Answer<string[]>;
  /** The subscriber with this address, made if new; its id. */
  subscriberId(email: string, at: number): Answer<number>;
  addSubscription(
    subscriberId: number,
    target: string,
    confirmedAt: number,
    consent: string,
  ): Answer<void>;
  /** Deletes the rows of one table that name the address; how many there were. */
  eraseOutbox(email: string): Answer<number>;
  eraseSubscriber(email: string): Answer<number>;
  eraseRequests(email: string): Answer<number>;
  eraseSuppression(email: string): Answer<number>;
}

/** An engine's way of running the subscriber rules: one transaction each. */
export interface SubscriberEngine {
  transaction<T>(work: (q: SubscriberQueries) => Work<T>): Promise<T>;
}

const pairKey = (email: string, target: string) => `${email}\n${target}`;

/** One batch of an import, in one transaction (a dry run asks and writes nothing). */
export function importSubscriptions(
  engine: SubscriberEngine,
  rows: readonly ImportedSubscription[],
  at: number,
  dryRun: boolean,
): Promise<ImportOutcome[]> {
  const emails = [...new Set(rows.map((row) => row.email))];
  return engine.transaction(function* (q): Work<ImportOutcome[]> {
    const suppressed = new Set(yield* ask(q.suppressedAmong(emails)));
    const kept = new Set(yield* ask(q.subscribedAmong(emails)));
    const outcomes: ImportOutcome[] = [];
    for (const row of rows) {
      if (suppressed.has(row.email)) {
        outcomes.push('suppressed');
        continue;
      }
      const key = pairKey(row.email, row.target);
      if (kept.has(key)) {
        outcomes.push('subscribed');
        continue;
      }
      kept.add(key);
      if (!dryRun) {
        const id = yield* ask(q.subscriberId(row.email, at));
        yield* ask(q.addSubscription(id, row.target, row.confirmedAt, row.consent));
      }
      outcomes.push('imported');
    }
    return outcomes;
  });
}

/**
 * Erases the address: its outbox rows first (they name the subscriber), then the subscriber
 * (its subscriptions go with it), its pending confirmation requests and its suppression.
 */
export function eraseSubscriber(engine: SubscriberEngine, email: string): Promise<boolean> {
  return engine.transaction(function* (q): Work<boolean> {
    const outbox = yield* ask(q.eraseOutbox(email));
    const subscriber = yield* ask(q.eraseSubscriber(email));
    const requests = yield* ask(q.eraseRequests(email));
    const suppression = yield* ask(q.eraseSuppression(email));
    return outbox + subscriber + requests + suppression > 0;
  });
}
