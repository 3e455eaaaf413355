import DataLoader from 'dataloader';
import { articlesByIds } from './articles';
import { commentCounts, commentsByIds } from './comments';
import type { FolioDatabase } from './database';
import { avatarsByUserIds, coversByArticleIds } from './images';
import type { ImageValue } from '../media/names';
import type { ArticleRow, CommentRow, TagRow, UserRow } from './rows';
import { publishedCountsByTagIds, tagsByArticleIds, tagsByIds } from './tags';
import { usersByIds } from './users';

/** Per-request batch loaders: a page of N articles costs a fixed number of statements. */
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
}

function byId<T extends { id: number }>(
  load: (ids: readonly number[]) => T[],
): DataLoader<number, T | undefined> {
  return new DataLoader(async (ids) => {
    const rows = new Map(load(ids).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id));
  });
}

function fromMap<V>(
  load: (ids: readonly number[]) => Map<number, V>,
  fallback: V,
): DataLoader<number, V> {
  return new DataLoader(async (ids) => {
    const values = load(ids);
    return ids.map((id) => values.get(id) ?? fallback);
  });
}

/** Creates a fresh set of loaders; their caches live for one request (or until a write). */
export function createLoaders(db: FolioDatabase): Loaders {
  return {
    user: byId((ids) => usersByIds(db, ids)),
    article: byId((ids) => articlesByIds(db, ids)),
    comment: byId((ids) => commentsByIds(db, ids)),
    tag: byId((ids) => tagsByIds(db, ids)),
    tagsOfArticle: new DataLoader(async (ids) => {
      const tags = tagsByArticleIds(db, ids);
      return ids.map((id) => tags.get(id) ?? []);
    }),
    tagArticleCount: fromMap((ids) => publishedCountsByTagIds(db, ids), 0),
    commentCount: fromMap((ids) => commentCounts(db, ids), 0),
    cover: fromMap<ImageValue | null>((ids) => coversByArticleIds(db, ids), null),
    avatar: fromMap<ImageValue | null>((ids) => avatarsByUserIds(db, ids), null),
  };
}
