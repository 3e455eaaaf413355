// What the article rules ask of an engine: plain reads and writes, each one statement or a few,
// deciding nothing. Every rule (which slug, which status, a pending revision or the columns,
// reading time, what the search index holds) is decided by the callers in this folder, once,
// and each engine (server/db/sqlite/articleWrites.ts, server/db/postgres/articleWrites.ts) only
// says how to read and write it.
import type { ArticleRow, ArticleStatus, NewArticleEvent, RevisionRow } from '../db/rows';
import type { RevisionValues } from '../db/revisionValues';
import type { Answer, Work } from './work';

/** The columns a save writes from its values. */
export interface ArticleText {
  title: string;
  summary: string;
  body: string;
  readingMinutes: number;
}

export interface ArticleInsert extends ArticleText {
  slug: string;
  status: ArticleStatus;
  authorId: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface ArticleUpdate extends ArticleText {
  slug: string;
  status: ArticleStatus;
  /** Both updated_at and edited_at. */
  updatedAt: string;
}

export interface StatusChange {
  status: ArticleStatus;
  slug: string;
  updatedAt: string;
  /** Stored only when the article has none yet: a first publish is kept for good. */
  publishedAt: string | null;
  reviewNote: string | null;
}

export interface RevisionTime {
  number: number;
  createdAt: string;
}

/** What the search index holds for a published article: its title and its body as plain text. */
export interface SearchEntry {
  title: string;
  text: string;
}

export interface ArticleQueries {
  /**
   * The article, held against other writers until the transaction ends (SQLite: the IMMEDIATE
   * transaction already holds the file; PostgreSQL: FOR UPDATE); undefined when there is none.
   */
  lockArticle(id: number): Answer<ArticleRow | undefined>;
  /** The article as this transaction's writes left it. */
  reloadArticle(id: number): Answer<ArticleRow | undefined>;
  /** Its tags' names, in the author's order. */
  articleTags(id: number): Answer<string[]>;
  revisionByNumber(articleId: number, number: number): Answer<RevisionRow | undefined>;
  /**
   * Slugs `base` and `base-…` held by other articles that were ever public (draft slugs cannot
   * equal them). PostgreSQL writers of one base take turns from here to their commit.
   */
  publicSlugsLike(base: string, articleId: number): Answer<string[]>;
  /** Inserts an article at revision 1; its id. */
  insertArticle(article: ArticleInsert): Answer<number>;
  /**
   * When the stored revision is still `revision`: writes the columns, bumps the revision and
   * drops any pending revision. Whether it wrote.
   */
  updateArticle(id: number, revision: number, update: ArticleUpdate): Answer<boolean>;
  /**
   * When the stored revision is still `revision`: bumps it and marks the new number pending,
   * the columns (what readers see) untouched. Whether it wrote.
   */
  keepPending(id: number, revision: number): Answer<boolean>;
  /** Writes a status as a new revision, and clears the schedule. */
  setStatus(id: number, change: StatusChange): Answer<void>;
  /** Writes a pending revision's text into the columns and drops the pending mark. */
  foldPending(id: number, text: ArticleText): Answer<void>;
  /** Replaces the article's tags (normalized names, in order), creating missing tags. */
  setTags(id: number, names: readonly string[]): Answer<void>;
  insertRevision(
    articleId: number,
    number: number,
    values: RevisionValues,
    authorId: number,
    createdAt: string,
  ): Answer<void>;
  /** When each of the article's copies was made, number DESC. */
  revisionTimes(articleId: number): Answer<RevisionTime[]>;
  deleteRevisions(articleId: number, numbers: readonly number[]): Answer<void>;
  /** Records a status change, a schedule set or cancelled, or a restore (the history's events). */
  recordEvent(event: NewArticleEvent): Answer<void>;
  /** Replaces the article's search entry; null removes it. */
  setSearchEntry(id: number, entry: SearchEntry | null): Answer<void>;
  /** Sets (an ISO time) or clears (null) the schedule; whether the article was there. */
  setSchedule(id: number, at: string | null): Answer<boolean>;
  /**
   * Queues the article's newsletter in one statement: a row per subscriber with a subscription
   * to the site, its author or one of its tags, unless the address is suppressed or the row
   * exists already. How many were queued.
   */
  queueNewsletter(articleId: number, at: number): Answer<number>;
  /**
   * Notifies, in one statement, each reader who follows the article's author or one of its
   * tags (not its author), unless they were notified of it before. How many were.
   */
  notifyFollowers(articleId: number, at: string): Answer<number>;
  /** Deletes the article and everything that hangs on it; whether it was there. */
  deleteArticle(id: number): Answer<boolean>;
}

/** An engine's way of running article writes. */
export interface ArticleEngine {
  /** Runs `work` in one write transaction, over queries on it: committed, or rolled back when it throws. */
  transaction<T>(work: (q: ArticleQueries) => Work<T>): Promise<T>;
  /** Whether `error` is the unique index refusing an article's slug. */
  isSlugTaken(error: unknown): boolean;
  /** Whether the engine ended the transaction for a reason that running it again cures (a deadlock). */
  isTransient(error: unknown): boolean;
}

/** A row a write holds or has just written: its absence is a bug or a concurrent delete. */
export function present(row: ArticleRow | undefined, id: number): ArticleRow {
  if (!row) throw new Error(`Article ${id} vanished`);
  return row;
}
