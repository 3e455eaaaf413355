// The store: everything Folio keeps, behind one async interface with one implementation per
// engine (server/db/sqlite/, server/db/postgres/). Resolvers, auth, routes, the scheduler, the
// CLI and the seed talk to this and never to an engine: no SQL, connection, transaction handle
// or engine error crosses it.
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
import type { ImageValue, StoredImage } from '../media/names';
import type { DumpStore } from './dump';
import type { ArticleRow, ArticleStatus, After, CommentRow, Page, RevisionRow, Role } from './rows';
import type { TagRow, UserRow } from './rows';
import type { Snippet } from './searchSnippet';
import type { SearchTerm } from './searchTokens';

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
  /** Called once, before seeding, when the store had no migration yet (main.ts then draws the demo images). */
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
  readonly tags: TagStore;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly signIns: SignInStore;
  readonly search: SearchStore;
  readonly images: ImageStore;
  readonly feeds: FeedStore;
  readonly schedule: ScheduleStore;
  /** Moving the whole store out and in (db:export / db:import, ./dump.ts). */
  readonly dump: DumpStore;
  /**
   * A value that differs whenever the store may have changed since it was last read, whoever
   * wrote (this process, another process, the CLI): the page cache keeps a rendered page while
   * it is unchanged (render/storeGeneration.ts). A needless change (a rolled-back write) is
   * fine; a missed one is a stale page. Called before every cached page read: keep it cheap
   * (SQLite: its change counters; PostgreSQL: a counter row bumped in every writing transaction).
   */
  changeMarker(): Promise<string>;
  /** The number of the newest migration applied (the CLI's `db:migrate` reports it). */
  schemaVersion(): Promise<number>;
  /** Ends the connection or pool; the store is unusable afterwards. Safe to call twice. */
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Articles

export interface ArticleStore {
  /** Articles by id, in one statement (any order, missing ids absent). */
  articlesByIds(ids: readonly number[]): Promise<ArticleRow[]>;
  /** The article with this slug, whatever its status (visibility is the caller's rule). */
  articleBySlug(slug: string): Promise<ArticleRow | undefined>;
  /**
   * Published articles, newest first (published_at DESC, id DESC), optionally only those
   * carrying the tag of this normalized name; each row's key is its publishedAt.
   */
  publishedArticles(
    first: number,
    after: After | null,
    tag: string | null,
  ): Promise<Page<ArticleRow>>;
  /** An author's published articles, newest first; key = publishedAt. */
  publishedArticlesByAuthor(
    authorId: number,
    first: number,
    after: After | null,
  ): Promise<Page<ArticleRow>>;
  /** An author's drafts and archived articles, updated_at DESC, id DESC; key = updatedAt. */
  draftsByAuthor(authorId: number, first: number, after: After | null): Promise<Page<ArticleRow>>;
  /**
   * The same author's published article just before (`previous`) or after (`next`) this one
   * in (published_at, id) order, or null; always null for an article not PUBLISHED.
   */
  adjacentByAuthor(article: ArticleRow, direction: 'previous' | 'next'): Promise<ArticleRow | null>;
  /**
   * Inserts an article (DRAFT unless told) with its tags, first revision copy and search
   * entry, in one transaction. A never-public article gets a draft slug (slug.ts draftSlug);
   * one inserted as published (the seed) its public slug, unique among ever-public slugs
   * (`-2`, `-3` …), retried when the unique index refuses one (a race): never an error.
   */
  insertArticle(article: NewArticle): Promise<ArticleRow>;
  /**
   * A save (server/README.md "Revisions and pending edits"), in one transaction: when
   * `revision` is still the stored one, writes the fields (or, for an autosave of a PUBLISHED
   * article, only the pending copy), bumps the revision, records the copy (thinning older
   * ones), sets tags, syncs the search entry, renews a never-published article's draft slug
   * when the title changed; a plain save of an ARCHIVED article makes it a DRAFT. Otherwise
   * changes nothing and returns `{ ok: false, article: stored }`. Fields left out keep the
   * working values (the pending revision's, if any). Throws when the article does not exist.
   */
  updateArticle(
    id: number,
    revision: number,
    changes: ArticleChanges,
    now: string,
    options: SaveOptions,
  ): Promise<UpdateResult>;
  /**
   * Moves an article to `status` as a new revision (no copy kept), in one transaction: clears
   * its schedule; the first publish sets published_at and the public slug (unique, retried as
   * for insertArticle) for good; leaving PUBLISHED folds a pending revision into the columns;
   * syncs the search entry. Throws when the article does not exist.
   */
  setArticleStatus(id: number, status: ArticleStatus, now: string): Promise<ArticleRow>;
  /**
   * Deletes an article with its comments, tag links, revisions and search entry, in one
   * transaction; false when there was no such article.
   */
  deleteArticle(id: number): Promise<boolean>;
  /** Every article (id order), for one-off jobs over the whole store (demo images). */
  allArticles(): Promise<ArticleRow[]>;
}

export interface NewArticle {
  authorId: number;
  title: string;
  summary: string;
  body: string;
  /** Normalized tag names, in order. */
  tags: string[];
  status?: ArticleStatus;
  createdAt: string;
  publishedAt?: string | null;
}

export interface ArticleChanges {
  title?: string;
  summary?: string;
  body?: string;
  tags?: string[];
}

export type UpdateResult = { ok: true; article: ArticleRow } | { ok: false; article: ArticleRow };

/** Who saves, and how (server/README.md "Revisions and pending edits"). */
export interface SaveOptions {
  /** The user making the save: the revision's author. */
  by: number;
  /**
   * A save made while typing (autosave): on a PUBLISHED article it becomes the pending
   * revision and readers keep the published text; an ARCHIVED article stays archived.
   */
  autosave: boolean;
}

// ---------------------------------------------------------------------------------------------
// Revisions (the copies kept by every save; written only inside the article writes above)

export interface RevisionStore {
  /** An article's kept revisions, number DESC; `after` is the last number seen; key = number. */
  revisionsOfArticle(
    articleId: number,
    first: number,
    after: number | null,
  ): Promise<Page<RevisionRow>>;
  /** One kept revision of an article. */
  revisionByNumber(articleId: number, number: number): Promise<RevisionRow | undefined>;
}

// ---------------------------------------------------------------------------------------------
// Comments

export interface CommentStore {
  /** Comments by id, in one statement. */
  commentsByIds(ids: readonly number[]): Promise<CommentRow[]>;
  /** An article's comments, oldest first ((created_at, id) ASC); key = createdAt. */
  commentsOfArticle(
    articleId: number,
    first: number,
    after: After | null,
  ): Promise<Page<CommentRow>>;
  /** Comments per article, in one statement (articles without any are absent). */
  commentCounts(articleIds: readonly number[]): Promise<Map<number, number>>;
  /** Adds a comment and returns it. */
  insertComment(
    articleId: number,
    authorId: number,
    body: string,
    createdAt: string,
  ): Promise<CommentRow>;
  /** Deletes a comment (nothing when it is gone). */
  deleteComment(id: number): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Tags (written only through the article writes)

export interface TagStore {
  /** The tags of many articles in one statement, each list in the author's order. */
  tagsByArticleIds(articleIds: readonly number[]): Promise<Map<number, TagRow[]>>;
  /** Published articles per tag, in one statement (tags without any are absent). */
  publishedCountsByTagIds(tagIds: readonly number[]): Promise<Map<number, number>>;
  /** Tags by id, in one statement. */
  tagsByIds(ids: readonly number[]): Promise<TagRow[]>;
  /** The tag of this normalized name (whether or not a published article carries it). */
  tagByName(name: string): Promise<TagRow | undefined>;
  /** Every tag that at least one published article carries, by name. */
  tagsWithPublishedArticles(): Promise<TagRow[]>;
}

// ---------------------------------------------------------------------------------------------
// Users

export interface UserStore {
  /** Users by id, in one statement. */
  usersByIds(ids: readonly number[]): Promise<UserRow[]>;
  /** The user with this handle (handles are stored lower-case; compare without regard to case). */
  userByHandle(handle: string): Promise<UserRow | undefined>;
  /** The user and the stored password hash, for signing in. */
  credentialsByHandle(handle: string): Promise<(UserRow & { passwordHash: string }) | undefined>;
  /** Inserts a user; null when the handle is taken (without regard to case), never an error. */
  insertUser(user: NewUser): Promise<UserRow | null>;
  /** Replaces a user's name and bio; returns the row. */
  updateProfile(id: number, name: string, bio: string): Promise<UserRow>;
  /** Changes a user's role; undefined when there is no such handle. */
  setRole(handle: string, role: Role): Promise<UserRow | undefined>;
  /** Replaces a user's password hash; false when there is no such handle. */
  setPasswordHash(handle: string, passwordHash: string): Promise<boolean>;
  /** Every user (id order), for one-off jobs over the whole store (demo images). */
  allUsers(): Promise<UserRow[]>;
}

export interface NewUser {
  handle: string;
  name: string;
  bio?: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Sessions (tokens are never stored: only their SHA-256, auth/sessions.ts)

export interface SessionStore {
  /**
   * Stores a new session, in one commit: drops `replaces` (the browser's previous session, by
   * token hash) when given, and the user's expired sessions.
   */
  insertSession(
    tokenHash: Buffer,
    userId: number,
    now: number,
    expiresAt: number,
    replaces: Buffer | null,
  ): Promise<void>;
  /** The live session (expires_at > now) with this token hash and its user, in one statement. */
  sessionViewer(tokenHash: Buffer, now: number): Promise<SessionViewer | undefined>;
  /** Pushes a session's expiry forward. */
  renewSession(sessionId: number, now: number, expiresAt: number): Promise<void>;
  /** Ends one session. */
  deleteSession(tokenHash: Buffer): Promise<void>;
  /** Ends every session of a user. */
  deleteUserSessions(userId: number): Promise<void>;
}

export interface SessionViewer {
  sessionId: number;
  renewedAt: number;
  user: UserRow;
}

// ---------------------------------------------------------------------------------------------
// Sign-in attempts (the rate limits of auth/signIn.ts, shared by every process)

export interface SignInStore {
  /**
   * Admits one sign-in attempt or refuses it, as ONE operation that is exact across processes
   * (SQLite: one IMMEDIATE transaction; PostgreSQL: a transaction under
   * `pg_advisory_xact_lock` on the handle, and on the address): of 40 concurrent wrong
   * attempts on one handle with a limit of 10, exactly 10 are admitted. In order:
   * 1. the address has `addressLimit` attempts at > `since` → `{ refused: 'address', at }`
   *    where `at` is the time of the addressLimit-th newest one;
   * 2. the handle has `handleLimit` failures at > `since` → `{ refused: 'handle', at }`, same;
   * 3. `mayRecord()` (the password-hashing queue has room) is false → `{ refused: 'busy' }`,
   *    nothing written;
   * 4. otherwise records one attempt for the address and one failure for the handle at `at`
   *    (a failure until the password is proven), forgets both kinds of rows at <= `since`,
   *    and returns `{ admitted: failureId }` for forgetSignInFailure.
   */
  admitSignInAttempt(
    attempt: { handle: string; address: string; at: number; since: number },
    limits: { address: number; handle: number },
    mayRecord: () => boolean,
  ): Promise<SignInAdmission>;
  /** Drops the one failure recorded for an attempt whose password proved right. */
  forgetSignInFailure(failureId: number): Promise<void>;
}

export type SignInAdmission =
  { admitted: number } | { refused: 'address' | 'handle'; at: number } | { refused: 'busy' };

// ---------------------------------------------------------------------------------------------
// Search (published articles only; the index is kept by the article writes)

export interface SearchStore {
  /**
   * How many published articles match every term (searchTokens.ts: each term a token, the
   * last maybe a prefix, some symbols such as `C++`), counted up to SEARCH_COUNT_LIMIT + 1
   * (1,001) so that more reads as capped (totalCount 1000, totalCountCapped). No terms: zero.
   */
  searchCount(terms: readonly SearchTerm[]): Promise<SearchCount>;
  /**
   * A page of matching article ids, best first, `limit` rows after a keyset position. Titles
   * weigh ten times what bodies do. `score` is the hit's sort key in ascending order (SQLite:
   * bm25, lower is better; PostgreSQL e.g. -ts_rank) with id as the tie-breaker; the cursor
   * carries it back as `after.key` (a number), so it must be stable while the index is.
   */
  searchPage(
    terms: readonly SearchTerm[],
    limit: number,
    after: After | null,
  ): Promise<SearchHit[]>;
  /**
   * Snippets around each article's best match with highlight ranges (searchSnippet.ts
   * contract: every occurrence of ANY term is highlighted, so a title-only match still shows
   * one), for these article ids, in one statement.
   */
  snippetsFor(terms: readonly SearchTerm[], ids: readonly number[]): Promise<Map<number, Snippet>>;
}

export interface SearchCount {
  totalCount: number;
  totalCountCapped: boolean;
}

export interface SearchHit {
  id: number;
  score: number;
}

// ---------------------------------------------------------------------------------------------
// Images (metadata and who uploaded what; the renditions' bytes are a media/store.ts MediaStore)

export interface ImageStore {
  imageById(id: string): Promise<StoredImage | undefined>;
  /** What the image's renditions take together, if it is stored. */
  imageBytes(id: string): Promise<number | undefined>;
  /** The image, if this user uploaded it (the only images a user may put on a page). */
  imageUploadedBy(userId: number, id: string): Promise<StoredImage | undefined>;
  /** The bytes of every image this user uploaded (their quota's use). */
  mediaBytesOfUser(userId: number): Promise<number>;
  /** Records an image (kept once however often uploaded) and that this user uploaded it. */
  recordUpload(
    userId: number,
    image: StoredImage & { bytes: number },
    createdAt: string,
  ): Promise<void>;
  /** Covers of these articles, by article id, in one statement (none: absent). */
  coversByArticleIds(articleIds: readonly number[]): Promise<Map<number, ImageValue>>;
  /** Avatars of these users, by user id, in one statement (none: absent). */
  avatarsByUserIds(userIds: readonly number[]): Promise<Map<number, ImageValue>>;
  /** Sets (null clears) an article's cover and alt; updated_at moves, the revision does not. */
  setCover(
    articleId: number,
    imageId: string | null,
    alt: string,
    updatedAt: string,
  ): Promise<void>;
  /** Sets (null clears) a user's avatar. */
  setAvatar(userId: number, imageId: string | null): Promise<void>;
  /**
   * Counts one upload start (POST /media, refused ones included: they cost the same work) for
   * this user unless `perWindow` starts already fall inside the last `windowMs`, as ONE
   * operation exact across processes (SQLite: an IMMEDIATE transaction; PostgreSQL: under
   * `pg_advisory_xact_lock` on the user). Returns the seconds until the window lets one more
   * through, or 0 when counted.
   */
  admitUploadStart(
    userId: number,
    now: number,
    limits: { perWindow: number; windowMs: number },
  ): Promise<number>;
}

// ---------------------------------------------------------------------------------------------
// Feeds and sitemap (published articles only: nothing here may hint at a draft)

export interface FeedStore {
  /** The latest `limit` published articles, newest first: the site's, a tag's or an author's. */
  latestPublished(
    of: { tagId: number } | { authorId: number } | null,
    limit: number,
  ): Promise<FeedArticle[]>;
  /** The tag of this normalized name, if a published article carries it. */
  publishedTag(name: string): Promise<{ id: number; name: string } | undefined>;
  /** The user of this normalized handle, if they have published an article. */
  publishedAuthor(
    handle: string,
  ): Promise<{ id: number; handle: string; name: string } | undefined>;
  /** Every published article, and every tag and author that has one, read in one snapshot. */
  sitemapPages(): Promise<SitemapPages>;
}

/** A published article as a feed shows it. */
export interface FeedArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  revision: number;
  publishedAt: string;
  updatedAt: string;
  authorHandle: string;
  authorName: string;
  /** Its tags' names, in the author's order. */
  tags: string[];
}

/** Every page the sitemap lists, with when it last changed (ISO 8601). */
export interface SitemapPages {
  /** published_at DESC, id DESC. */
  articles: { slug: string; updatedAt: string }[];
  /** By name; updatedAt = the newest updated_at of its published articles. */
  tags: { name: string; updatedAt: string }[];
  /** By handle; updatedAt likewise. */
  authors: { handle: string; updatedAt: string }[];
}

// ---------------------------------------------------------------------------------------------
// Scheduled publishing (scheduler.ts)

export interface ScheduleStore {
  /** Sets (an ISO time) or clears (null) a schedule; false when the article is no longer a DRAFT. */
  setSchedule(id: number, at: string | null): Promise<boolean>;
  /** Ids of articles whose scheduled_at <= now, earliest first, at most `limit`. */
  dueArticleIds(now: string, limit: number): Promise<number[]>;
  /**
   * Decides one due article, in one transaction that may run in several processes at once
   * (SQLite IMMEDIATE; PostgreSQL `SELECT … FOR UPDATE`): when it is still a DRAFT scheduled at
   * or before `now` with a non-blank body (schema/rules.ts isBlank), publishes it as
   * setArticleStatus does and returns true; when it is scheduled but no longer publishable,
   * clears the schedule and returns false; otherwise (gone, unscheduled, not yet due) false.
   */
  publishIfDue(id: number, now: string): Promise<boolean>;
}
