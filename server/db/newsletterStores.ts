// The store's part for newsletters on publish (server/domain/newsletters.ts holds the rules):
// the outbox an article's first publish fills, the leases senders take from it, and the
// addresses that get no more mail.

/** One email a sender holds under a lease: to whom, for which article, and which try it is. */
export interface NewsletterDelivery {
  id: number;
  articleId: number;
  subscriberId: number;
  email: string;
  /** The subscriber's subscription that brought it ('site', 'author:<id>', 'tag:<id>'). */
  target: string;
  /** Tries so far, this one included. */
  attempts: number;
  lease: string;
  /** Past this, another sender may take the row: a send not begun by then is left to it. */
  leaseUntil: number;
}

/**
 * How a send ended: accepted; refused with the SMTP reply's code (null: no reply, a network
 * failure); or not sent because the article is no longer published.
 */
export type SendResult =
  | { accepted: true }
  | { accepted: false; code: number | null; error: string }
  | { accepted: false; withdrawn: true };

/** What was recorded: 'lost' when the lease had passed to another sender meanwhile. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'suppressed' | 'cancelled' | 'lost';

/** An article's newsletter so far; failed counts the emails that will not go (refused, cancelled). */
export interface NewsletterProgress {
  queued: number;
  sent: number;
  failed: number;
}

export interface NewsletterStore {
  /** Leases up to `limit` due emails for `leaseMs` from `now`, oldest first, none leased by another. */
  lease(now: number, leaseMs: number, limit: number): Promise<NewsletterDelivery[]>;
  /** Records how a leased email's send ended (retries, failure, suppression: the domain's rules). */
  settle(
    delivery: NewsletterDelivery,
    result: SendResult,
    at: number,
    retryBaseMs: number,
  ): Promise<DeliveryOutcome>;
  /** Gives back leased emails untried (one lease's), due at `at`. */
  release(deliveries: readonly NewsletterDelivery[], at: number): Promise<void>;
  /** Progress per article that has a newsletter (articles without one are absent). */
  progress(articleIds: readonly number[]): Promise<Map<number, NewsletterProgress>>;
  /** The subscriber's targets when `email` is still its address; null otherwise. */
  subscriberTargets(subscriberId: number, email: string): Promise<string[] | null>;
  /** Ends every subscription of the subscriber and cancels its queued emails; false when unknown. */
  unsubscribe(subscriberId: number, email: string): Promise<boolean>;
}
