// The store's part for subscribers as the publication's data (issue 28 item 7): counts, growth,
// export, import and erasure for editors (server/domain/subscribers.ts holds the rules). Times
// are epoch milliseconds, as the subscription tables keep them.

/** Confirmed subscribers of one target ('site', 'author:<id>', 'tag:<id>'). */
export interface SubscriberCount {
  target: string;
  count: number;
}

/** Subscribers now: every address with at least one subscription, and per target. */
export interface SubscriberSummary {
  total: number;
  targets: SubscriberCount[];
}

/**
 * Today's subscribers by when they first confirmed: `before` did so before the window began,
 * `buckets` maps a bucket's number (0 = the window's first) to how many did in it.
 */
export interface SubscriberGrowth {
  before: number;
  buckets: Map<number, number>;
}

/** One subscription as the export writes it. */
export interface SubscriptionRecord {
  subscriberId: number;
  email: string;
  target: string;
  confirmedAt: number;
  consent: string;
}

/** One subscription an imported file vouches for: the address opted in at `confirmedAt`. */
export interface ImportedSubscription {
  email: string;
  target: string;
  confirmedAt: number;
  consent: string;
}

/** What became of an imported row: only 'imported' changed anything (or would, in a dry run). */
export type ImportOutcome = 'imported' | 'subscribed' | 'suppressed';

export interface SubscriberStore {
  summary(): Promise<SubscriberSummary>;
  /** Growth in buckets of `bucketMs` from `since`. */
  growth(since: number, bucketMs: number): Promise<SubscriberGrowth>;
  /** Up to `limit` subscriptions after `after`, by subscriber id then target: the export's pages. */
  records(
    after: { subscriberId: number; target: string } | null,
    limit: number,
  ): Promise<SubscriptionRecord[]>;
  /**
   * Adds a batch of imported subscriptions in one transaction, or with `dryRun` only says what
   * it would do. A suppressed address, or a subscription already kept, is left as it is.
   */
  importSubscriptions(
    rows: readonly ImportedSubscription[],
    at: number,
    dryRun: boolean,
  ): Promise<ImportOutcome[]>;
  /**
   * Erases everything kept about `email`: the subscriber, its subscriptions, its emails in the
   * outbox, its pending requests and a suppression. False when nothing was kept.
   */
  erase(email: string): Promise<boolean>;
}
