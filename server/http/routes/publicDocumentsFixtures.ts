// Articles for the feed, page and sitemap tests, as the bench writes hostile bodies: through the
// Store, with no resolver (so a test can give any status, date or body, unchecked), then dated
// and named as the test says with portable SQL. Either engine (server/testing/testStore.ts).
import type { Store } from '../../db/store';
import { normalizeTags } from '../../validation';

/** A store and portable SQL on it: a TestServer or a TestStore. */
export interface StoreDoor {
  store: Store;
  sql<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
}

export interface StoredArticle {
  slug: string;
  title: string;
  body: string;
  status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
  authorId: number;
  /** ISO 8601; also its creation and last update unless `updatedAt` says otherwise. */
  publishedAt: string;
  updatedAt?: string;
  tags?: string[];
}

/** Inserts an article (and its tags); returns its id. */
export async function storeDatedArticle(door: StoreDoor, article: StoredArticle): Promise<number> {
  const publishedAt = article.status === 'DRAFT' ? null : article.publishedAt;
  const { id } = await door.store.articles.insertArticle({
    authorId: article.authorId,
    title: article.title,
    summary: '',
    body: article.body,
    tags: normalizeTags(article.tags ?? []),
    status: article.status,
    createdAt: article.publishedAt,
    publishedAt,
  });
  // The slug and dates the test names, whatever the store would have chosen.
  await door.sql(
    `UPDATE articles SET slug = ?, created_at = ?, updated_at = ?, published_at = ? WHERE id = ?`,
    article.slug,
    article.publishedAt,
    article.updatedAt ?? article.publishedAt,
    publishedAt,
    id,
  );
  return id;
}

/** Inserts a user who can sign in with no password (none matches); returns their id. */
export async function storeUser(door: StoreDoor, handle: string, name: string): Promise<number> {
  const user = await door.store.users.insertUser({
    handle,
    name,
    role: 'AUTHOR',
    passwordHash: 'x',
    createdAt: '2020-01-01T00:00:00.000Z',
  });
  if (!user) throw new Error(`handle ${handle} taken`);
  return user.id;
}

/** A user's id by handle. */
export async function userId(door: StoreDoor, handle: string): Promise<number> {
  const user = await door.store.users.userByHandle(handle);
  if (!user) throw new Error(`no user ${handle}`);
  return user.id;
}
