// The store's areas that write articles (see store.ts for the rules every implementation keeps):
// the articles themselves, the revision copies their saves keep, and scheduled publishing.
import type { ArticleEventRow, ArticleRow, ArticleStatus, After, Page, RevisionRow } from './rows';

export interface ArticleStore {
  /** Articles by id, in one statement (any order, missing ids absent). */
  articlesByIds(ids: readonly number[]): Promise<ArticleRow[]>;
  /** The article with this slug, whatever its status (visibility is the caller's rule). */
  articleBySlug(slug: string): Promise<ArticleRow | undefined>;
  /**
   * The article that held this slug before its current one (a draft retitled, then published),
   * whatever its status (visibility is the caller's rule).
   */
  articleByOldSlug(slug: string): Promise<ArticleRow | undefined>;
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
  /** Every IN_REVIEW article (the review queue), updated_at DESC, id DESC; key = updatedAt. */
  articlesInReview(first: number, after: After | null): Promise<Page<ArticleRow>>;
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
  setArticleStatus(
    id: number,
    status: ArticleStatus,
    now: string,
    reviewNote?: string | null,
    /** Who moved it, for the history's event (null or left out: nobody named). */
    by?: number | null,
  ): Promise<ArticleRow>;
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
  /**
   * The public slug to ask for instead of the title's (an imported post keeps its old one, when
   * free); its `-2`, `-3` … as for a title. Ignored for a never-public article.
   */
  slug?: string;
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
  /** The number of the kept revision this save restores: the history records a restore. */
  restoredFrom?: number;
}

export interface RevisionStore {
  /** An article's kept revisions, number DESC; `after` is the last number seen; key = number. */
  revisionsOfArticle(
    articleId: number,
    first: number,
    after: number | null,
  ): Promise<Page<RevisionRow>>;
  /** One kept revision of an article. */
  revisionByNumber(articleId: number, number: number): Promise<RevisionRow | undefined>;
  /** An article's newest `first` events (status changes, schedules, restores), id DESC. */
  eventsOfArticle(articleId: number, first: number): Promise<ArticleEventRow[]>;
  /**
   * The number of the newest kept copy below `below` whose title, summary and body are the
   * article's columns (what readers get); undefined when none is kept.
   */
  publicCopyNumber(articleId: number, below: number): Promise<number | undefined>;
}

/** Who made a history event (null: the schedule) and when. */
export interface EventMaker {
  by: number | null;
  now: string;
}

export interface ScheduleStore {
  /**
   * Sets (an ISO time) or clears (null) a schedule; false when the article is no longer a DRAFT.
   * Setting one, or clearing one there was, records an event for the history, as `made`.
   */
  setSchedule(id: number, at: string | null, made?: EventMaker): Promise<boolean>;
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
