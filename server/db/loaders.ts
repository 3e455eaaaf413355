import DataLoader from 'dataloader';
import type { ImageValue } from '../media/names';
import type { FollowRow } from './followStores';
import type { NewsletterProgress } from './newsletterStores';
import type { CommentEdit, CommentReport, CommentVisibility } from './readingStores';
import type { ArticleRow, CommentRow, Page, TagRow, UserRow } from './rows';
import type { Store } from './store';

/**
 * Per-request batch loaders over the store's batch reads (each one statement whatever the
 * number of ids): a page of N articles costs a fixed number of statements.
 */
export interface Loaders {
  user: DataLoader<number, UserRow | undefined>;
  article: DataLoader<number, ArticleRow | undefined>;
  comment: DataLoader<number, CommentRow | undefined>;
  tag: DataLoader<number, TagRow | undefined>;
  tagsOfArticle: DataLoader<number, TagRow[]>;
  tagArticleCount: DataLoader<number, number>;
  commentCount: DataLoader<number, number>;
  /** Replies listed under a comment (tombstones included). */
  replyCount: DataLoader<number, number>;
  /** The first page of `first` replies under each comment: one statement for a page of threads. */
  firstReplies(first: number, seen: CommentVisibility): DataLoader<number, Page<CommentRow>>;
  /** A comment's open reports, newest first. */
  commentReports: DataLoader<number, CommentReport[]>;
  /** A comment's earlier texts, newest first. */
  commentEdits: DataLoader<number, CommentEdit[]>;
  /** The handles of the accounts a comment mentions. */
  commentMentions: DataLoader<number, string[]>;
  /** Whether this user likes each comment. */
  likedBy(userId: number): DataLoader<number, boolean>;
  /** An article's like count. */
  articleLikeCount: DataLoader<number, number>;
  /** Whether this user likes each article. */
  articleLikedBy(userId: number): DataLoader<number, boolean>;
  /** Whether an editor stopped this account commenting. */
  commentingStopped: DataLoader<number, boolean>;
  /** An article's cover, null without one. */
  cover: DataLoader<number, ImageValue | null>;
  /** A user's avatar, null without one. */
  avatar: DataLoader<number, ImageValue | null>;
  /** An article's newsletter progress, null when none was queued. */
  newsletter: DataLoader<number, NewsletterProgress | null>;
  /** This reader's follow of each author, null when none. */
  authorFollow(userId: number): DataLoader<number, FollowRow | null>;
  /** This reader's follow of each tag, null when none. */
  tagFollow(userId: number): DataLoader<number, FollowRow | null>;
  /** Whether this reader saved each article for later. */
  savedBy(userId: number): DataLoader<number, boolean>;
}

function byId<T extends { id: number }>(
  load: (ids: readonly number[]) => Promise<T[]>,
): DataLoader<number, T | undefined> {
  return new DataLoader(async (ids) => {
    const rows = new Map((await load(ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id));
  });
}

function fromMap<V>(
  load: (ids: readonly number[]) => Promise<Map<number, V>>,
  fallback: V,
): DataLoader<number, V> {
  return new DataLoader(async (ids) => {
    const values = await load(ids);
    return ids.map((id) => values.get(id) ?? fallback);
  });
}

/** One loader per argument, made on first use. */
function memo<K, V>(): (key: K, make: () => V) => V {
  const made = new Map<K, V>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make()));
    return value;
  };
}

/** Creates a fresh set of loaders; their caches live for one request (or until a write). */
export function createLoaders(store: Store): Loaders {
  const { articles, comments, images, tags, users } = store;
  const firstReplies = memo<string, DataLoader<number, Page<CommentRow>>>();
  const likedBy = memo<number, DataLoader<number, boolean>>();
  const authorFollow = memo<number, DataLoader<number, FollowRow | null>>();
  const tagFollow = memo<number, DataLoader<number, FollowRow | null>>();
  const savedBy = memo<number, DataLoader<number, boolean>>();
  const articleLikedBy = memo<number, DataLoader<number, boolean>>();
  return {
    user: byId((ids) => users.usersByIds(ids)),
    article: byId((ids) => articles.articlesByIds(ids)),
    comment: byId((ids) => comments.commentsByIds(ids)),
    tag: byId((ids) => tags.tagsByIds(ids)),
    tagsOfArticle: new DataLoader(async (ids) => {
      const byArticle = await tags.tagsByArticleIds(ids);
      return ids.map((id) => byArticle.get(id) ?? []);
    }),
    tagArticleCount: fromMap((ids) => tags.publishedCountsByTagIds(ids), 0),
    commentCount: fromMap((ids) => comments.commentCounts(ids), 0),
    replyCount: fromMap((ids) => comments.replyCounts(ids), 0),
    firstReplies: (first, seen) =>
      firstReplies(`${first}:${seen.viewerId}:${seen.all}`, () =>
        fromMap((ids) => comments.firstReplies(ids, first, seen), { rows: [], hasNextPage: false }),
      ),
    commentReports: fromMap((ids) => comments.reportsOf(ids), []),
    commentEdits: fromMap((ids) => comments.editsOf(ids), []),
    commentMentions: fromMap((ids) => store.notifications.commentMentions(ids), []),
    likedBy: (userId) =>
      likedBy(
        userId,
        () =>
          new DataLoader(async (ids: readonly number[]) => {
            const liked = await comments.likedBy(userId, ids);
            return ids.map((id) => liked.has(id));
          }),
      ),
    articleLikeCount: fromMap((ids) => store.articleLikes.likeCounts(ids), 0),
    articleLikedBy: (userId) =>
      articleLikedBy(
        userId,
        () =>
          new DataLoader(async (ids: readonly number[]) => {
            const liked = await store.articleLikes.likedBy(userId, ids);
            return ids.map((id) => liked.has(id));
          }),
      ),
    commentingStopped: new DataLoader(async (ids: readonly number[]) => {
      const stopped = await comments.commentingStopped(ids);
      return ids.map((id) => stopped.has(id));
    }),
    cover: fromMap<ImageValue | null>((ids) => images.coversByArticleIds(ids), null),
    avatar: fromMap<ImageValue | null>((ids) => images.avatarsByUserIds(ids), null),
    newsletter: fromMap<NewsletterProgress | null>((ids) => store.newsletters.progress(ids), null),
    authorFollow: (userId) =>
      authorFollow(userId, () =>
        fromMap<FollowRow | null>((ids) => store.follows.authorFollows(userId, ids), null),
      ),
    tagFollow: (userId) =>
      tagFollow(userId, () =>
        fromMap<FollowRow | null>((ids) => store.follows.tagFollows(userId, ids), null),
      ),
    savedBy: (userId) =>
      savedBy(
        userId,
        () =>
          new DataLoader(async (ids: readonly number[]) => {
            const saved = await store.follows.savedArticles(userId, ids);
            return ids.map((id) => saved.has(id));
          }),
      ),
  };
}
