import DataLoader from 'dataloader';
import type { ImageValue } from '../media/names';
import type { NewsletterProgress } from './newsletterStores';
import type { ArticleRow, CommentRow, TagRow, UserRow } from './rows';
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
  /** An article's cover, null without one. */
  cover: DataLoader<number, ImageValue | null>;
  /** A user's avatar, null without one. */
  avatar: DataLoader<number, ImageValue | null>;
  /** An article's newsletter progress, null when none was queued. */
  newsletter: DataLoader<number, NewsletterProgress | null>;
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

/** Creates a fresh set of loaders; their caches live for one request (or until a write). */
export function createLoaders(store: Store): Loaders {
  const { articles, comments, images, tags, users } = store;
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
    cover: fromMap<ImageValue | null>((ids) => images.coversByArticleIds(ids), null),
    avatar: fromMap<ImageValue | null>((ids) => images.avatarsByUserIds(ids), null),
    newsletter: fromMap<NewsletterProgress | null>((ids) => store.newsletters.progress(ids), null),
  };
}
