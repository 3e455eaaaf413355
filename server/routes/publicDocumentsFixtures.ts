// Rows written straight into the articles table for the feed and sitemap tests, as the bench
// writes hostile bodies: no resolver, so a test can give any status, date or body.
import type { FolioDatabase } from '../db/sqlite/database';
import { setArticleTags } from '../db/sqlite/tags';

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
export function storeArticle(db: FolioDatabase, article: StoredArticle): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO articles (slug, title, summary, body, status, author_id, created_at, updated_at, published_at)
         VALUES (?, ?, '', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        article.slug,
        article.title,
        article.body,
        article.status,
        article.authorId,
        article.publishedAt,
        article.updatedAt ?? article.publishedAt,
        article.status === 'DRAFT' ? null : article.publishedAt,
      ).lastInsertRowid,
  );
  setArticleTags(db, id, article.tags ?? []);
  return id;
}

/** Inserts a user who can sign in with no password (none matches); returns their id. */
export function storeUser(db: FolioDatabase, handle: string, name: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO users (handle, name, password_hash, created_at) VALUES (?, ?, 'x', '2020-01-01T00:00:00.000Z')`,
      )
      .run(handle, name).lastInsertRowid,
  );
}

/** A user's id by handle. */
export function userId(db: FolioDatabase, handle: string): number {
  return (db.prepare(`SELECT id FROM users WHERE handle = ?`).get(handle) as { id: number }).id;
}
