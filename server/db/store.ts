// The store: everything Folio keeps, behind one async interface with one implementation per
// engine (server/db/sqlite/, server/db/postgres/). Resolvers, auth, routes, the scheduler, the
// CLI and the seed talk to this and never to an engine: no SQL, connection, transaction handle
// or engine error crosses it. Where an operation carries rules (the article writes), they are
// decided once in server/domain/ over each engine's queries, not in the engines.
//
// Rules every implementation keeps:
// - Every method is one whole operation, atomic on its own: what must not be seen half done (a
//   save's conflict check, write, revision copy, tags, search entry and free slug; a sign-in
//   attempt's limit check and record) happens inside one method, in one transaction.
// - Rows are the shapes of ./rows.ts, with `kind` set; times are ISO-8601 UTC strings with
//   milliseconds (compared as text), except sessions and sign-in attempts (epoch ms numbers).
// - Batch reads (`…ByIds`, counts) answer a whole list in one statement whatever its length:
//   the loaders (./loaders.ts) rely on it, and tests count statements.
// - Keyset pages ask for `first + 1` rows and say `hasNextPage`; `After` is the last row's sort
//   key and id, as the cursor carried it back (connections.ts); a deep page costs what the
//   first one does.
// - A refusal the caller can act on is a return value (null, false, `ok: false`); a thrown error
//   is a bug or an outage, which the HTTP layer masks.
//
// The areas' interfaces live by what they serve: articleStores.ts (articles, revisions,
// schedule), accountStores.ts (users, sessions, sign-ins), readingStores.ts (comments, tags,
// search, images, feeds).
import type { SessionStore, SignInStore, UserStore, WriteLimitStore } from './accountStores';
import type { ArticleStore, RevisionStore, ScheduleStore } from './articleStores';
import type { DumpStore } from './dumpStore';
import type { ImportStore, RedirectStore } from './importStores';
import type {
  ArticleLikeStore,
  CommentStore,
  FeedStore,
  ImageStore,
  SearchStore,
  TagStore,
} from './readingStores';
import type { InvitationStore, SiteStore } from './siteStores';
import type { NewsletterStore } from './newsletterStores';
import type { SubscriptionStore } from './subscriptionStores';
import type { SubscriberStore } from './subscriberStores';
import type { FollowStore } from './followStores';
import type { NotificationStore } from './notificationStores';

/** Which engine runs: for code that must differ (a test peeking with SQL, a bench), never resolvers. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * How a store is opened (openStore.ts picks the engine from the environment; each engine's
 * `open…Store(location, options)` returns a Store with migrations applied).
 */
export interface OpenStoreOptions {
  /** Seed the demo content (seed/seed.ts, through the Store) when the store is new (default 'demo'). */
  seed?: 'demo' | 'none';
  /** Called with every SQL statement executed (tests count statements with it). */
  verbose?: (sql: string) => void;
  /** Called once, before seeding, when the store had no migration yet (process/main.ts then draws the demo images). */
  onCreated?: () => void;
}

export interface Store {
  readonly dialect: Dialect;
  /**
   * This store's node-id key (16 bytes, drawn once by a migration and kept in the store), read
   * at open so that ids.ts encodes and decodes global ids synchronously.
   */
  readonly nodeIdKey: Buffer;
  readonly articles: ArticleStore;
  readonly revisions: RevisionStore;
  readonly comments: CommentStore;
  /** Readers' likes of articles (issue 29). */
  readonly articleLikes: ArticleLikeStore;
  readonly tags: TagStore;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly signIns: SignInStore;
  /** The write budgets (server/auth/writeLimits.ts). */
  readonly writes: WriteLimitStore;
  readonly search: SearchStore;
  readonly images: ImageStore;
  readonly feeds: FeedStore;
  readonly schedule: ScheduleStore;
  readonly site: SiteStore;
  readonly invitations: InvitationStore;
  /** Email subscriptions without an account (issue 28). */
  readonly subscriptions: SubscriptionStore;
  /** Subscribers as the publication's data, for editors: counts, export, import, erasure. */
  readonly subscribers: SubscriberStore;
  /** Old paths that answer 301 to an article (issue 30). */
  readonly redirects: RedirectStore;
  /** Posts from elsewhere, all or nothing (issue 30, domain/imports.ts). */
  readonly imports: ImportStore;
  readonly newsletters: NewsletterStore;
  /** Signed-in readers' follows of authors and tags, and their reading list (issue 28). */
  readonly follows: FollowStore;
  /** In-app notifications of signed-in readers (issues 28 and 29). */
  readonly notifications: NotificationStore;
  /** Moving the whole store out and in (db:export / db:import, ./dump.ts). */
  readonly dump: DumpStore;
  /**
   * A value that differs whenever content a reader's page shows may have changed, whoever wrote
   * (this process, another process, the CLI): the page caches keep a rendered page while it is
   * unchanged (render/storeGeneration.ts). A missed change is a stale page. Sessions, sign-in
   * attempts and write starts are not content and leave it alone. Called before every cached
   * page read: keep it cheap (both engines: the `store_changes` row, bumped by triggers in the
   * writing transaction).
   */
  changeMarker(): Promise<string>;
  /** The number of the newest migration applied (the CLI's `db:migrate` reports it). */
  schemaVersion(): Promise<number>;
  /** Ends the connection or pool; the store is unusable afterwards. Safe to call twice. */
  close(): Promise<void>;
}
