// The store's part for signed-in readers' follows and reading list (issue 28 item 2). Each write
// is one statement keyed by the reader and the thing, so repeated or parallel requests leave one
// row; whether the thing may be followed or saved is the resolvers' check.
import type { After, ArticleRow, Page } from './rows';

/** What a reader follows: an author (a user) or a tag. */
export type FollowTarget = { authorId: number } | { tagId: number };

/** A reader's follow of one author or tag. */
export interface FollowRow {
  /** The reader asked for an email of each new article. */
  email: boolean;
  createdAt: string;
}

export interface FollowStore {
  /**
   * Follows (keeping an existing follow's time; `email` null keeps its choice, false for a new
   * one) or stops following. The follow as it is after, or null when there is none.
   */
  setFollow(change: {
    userId: number;
    target: FollowTarget;
    following: boolean;
    email: boolean | null;
    at: string;
  }): Promise<FollowRow | null>;
  /** The reader's follows of these authors, in one statement; none: absent. */
  authorFollows(userId: number, authorIds: readonly number[]): Promise<Map<number, FollowRow>>;
  /** The reader's follows of these tags, in one statement; none: absent. */
  tagFollows(userId: number, tagIds: readonly number[]): Promise<Map<number, FollowRow>>;
  /**
   * Published articles by the authors or with a tag the reader follows, newest first
   * ((published_at, id) DESC, key = publishedAt), each once; the reader's own left out.
   */
  followingArticles(userId: number, first: number, after: After | null): Promise<Page<ArticleRow>>;
  /** Saves an article for later or takes it off the list; saving twice keeps the first time. */
  setSaved(change: {
    userId: number;
    articleId: number;
    saved: boolean;
    at: string;
  }): Promise<void>;
  /** Which of these articles the reader saved, in one statement. */
  savedArticles(userId: number, articleIds: readonly number[]): Promise<Set<number>>;
  /**
   * The reader's saved articles that are published, newest saved first ((saved_at, article id)
   * DESC, key = when it was saved).
   */
  readingList(userId: number, first: number, after: After | null): Promise<Page<ArticleRow>>;
}

/**
 * The first `first` of `rows` (fetched `first + 1`) as a page keyed by `key`, without the
 * column the key was read from.
 */
export function keyedPage<T extends ArticleRow & { savedAt?: string }>(
  rows: T[],
  first: number,
  key: (row: T) => string,
): Page<ArticleRow> {
  return {
    rows: rows.slice(0, first).map((row) => {
      const article: ArticleRow & { savedAt?: string } = { ...row };
      delete article.savedAt;
      return { row: article, key: key(row) };
    }),
    hasNextPage: rows.length > first,
  };
}
