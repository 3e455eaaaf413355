// A reader likes an article once (issue 29): decided once for both engines. The like runs in
// one transaction that holds the article's row (SQLite: an IMMEDIATE transaction; PostgreSQL:
// the row locked), and the likes' primary key makes a second like a no-op, so however many
// requests of one reader arrive at once the count moves by one.
import { ask, type Answer, type Work } from './work';

/** What the like rule asks of an engine. */
export interface ArticleLikeQueries {
  /** The article's like count, its row held against other writers until the end; undefined: gone. */
  lockArticleLikes(articleId: number): Answer<number | undefined>;
  /** Records the like; false when this reader already liked it. */
  insertArticleLike(articleId: number, userId: number, at: string): Answer<boolean>;
  /** Forgets the like; false when there was none. */
  removeArticleLike(articleId: number, userId: number): Answer<boolean>;
  /** Moves the article's like count and returns the new one. */
  addToArticleLikeCount(articleId: number, delta: number): Answer<number>;
}

/** An engine's way of running the like rule: one transaction. */
export interface ArticleLikeEngine {
  transaction<T>(work: (q: ArticleLikeQueries) => Work<T>): Promise<T>;
}

export interface ArticleLike {
  articleId: number;
  userId: number;
  /** True to like, false to take the like back. */
  liked: boolean;
  at: string;
}

/** Sets or clears one reader's like; the article's like count after it, undefined when it is gone. */
export function setArticleLike(
  engine: ArticleLikeEngine,
  like: ArticleLike,
): Promise<number | undefined> {
  return engine.transaction(function* (q): Work<number | undefined> {
    const count = yield* ask(q.lockArticleLikes(like.articleId));
    if (count === undefined) return undefined;
    const changed = like.liked
      ? yield* ask(q.insertArticleLike(like.articleId, like.userId, like.at))
      : yield* ask(q.removeArticleLike(like.articleId, like.userId));
    if (!changed) return count;
    return yield* ask(q.addToArticleLikeCount(like.articleId, like.liked ? 1 : -1));
  });
}
