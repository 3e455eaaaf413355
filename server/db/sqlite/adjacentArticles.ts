import { ARTICLE_COLUMNS } from './articles';
import type { FolioDatabase } from './database';
import type { ArticleRow } from '../rows';
import { preparedOnce } from './statements';

// An author's published articles in the order they were published (published_at, then id, the
// keyset order of their list), read one step either way from an article: each is a seek in
// articles_author_status_published, whatever the number of articles.
const statements = preparedOnce((db) => ({
  before: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.author_id = ? AND a.status = 'PUBLISHED'
       AND (a.published_at, a.id) < (?, ?)
     ORDER BY a.published_at DESC, a.id DESC LIMIT 1`,
  ),
  after: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.author_id = ? AND a.status = 'PUBLISHED'
       AND (a.published_at, a.id) > (?, ?)
     ORDER BY a.published_at ASC, a.id ASC LIMIT 1`,
  ),
}));

/**
 * The published article by the same author published just before (`previous`) or just after
 * (`next`) this one, or null. Only a published article has a place in that order: for a draft
 * or an archived one (which only its author and editors see) both are null. Drafts and
 * archived articles are never returned, so nothing here hints that they exist.
 */
export function adjacentByAuthor(
  db: FolioDatabase,
  article: ArticleRow,
  direction: 'previous' | 'next',
): ArticleRow | null {
  if (article.status !== 'PUBLISHED' || article.publishedAt === null) return null;
  const statement = direction === 'previous' ? statements(db).before : statements(db).after;
  const row = statement.get(article.authorId, article.publishedAt, article.id) as
    ArticleRow | undefined;
  return row ?? null;
}
