// Newsletter subscribers brought from another platform (issue 30, Substack's email_list.csv),
// decided once for both engines. Only addresses whose file shows a live opt-in reach here (the
// importer says which it left out and why); each becomes a confirmed subscriber to the whole
// site only when Folio has never known it: an address already here keeps what it has, so a
// reader who unsubscribed from Folio (the subscriber row stays, its subscriptions go) or whose
// mail bounced is never subscribed again by importing the same file twice.
import type { ImportQueries, ImportReport } from './imports';
import { ask, type Work } from './work';

export interface ImportedSubscriber {
  /** Normalized (server/mail/emailAddress.ts). */
  email: string;
  /** When they subscribed at the source, as epoch milliseconds. */
  subscribedAt: number;
}

/** Adds the subscribers Folio does not know yet; notes how many it left as they were. */
export function* importSubscribers(
  i: ImportQueries,
  subscribers: Iterable<ImportedSubscriber>,
  report: ImportReport,
): Work<void> {
  let known = 0;
  for (const subscriber of subscribers) {
    if (yield* ask(i.subscriberKnown(subscriber.email))) {
      known += 1;
      continue;
    }
    yield* ask(i.insertSubscription(subscriber.email, 'site', subscriber.subscribedAt));
    report.subscribers += 1;
  }
  if (known > 0) {
    report.notes.push(
      `subscribers already known here (subscribed, unsubscribed or bounced), left as they are: ${known}`,
    );
  }
}
