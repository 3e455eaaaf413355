import { ARTICLE_COLUMNS } from './articles';
import type { FolioDatabase } from './database';
import type { ArticleRow } from '../rows';
import { preparedOnce } from './statements';

// One step either way in an author's published articles (the rule: server/domain/
// adjacentArticles.ts): each is a seek in articles_author_status_published, whatever the
// number of articles.
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

/** The published article one step `direction` from this place in the author's order (a query). */
export function publishedNeighbour(
  db: FolioDatabase,
  authorId: number,
  publishedAt: string,
  id: number,
  direction: 'previous' | 'next',
): ArticleRow | undefined {
  const statement = direction === 'previous' ? statements(db).before : statements(db).after;
  return statement.get(authorId, publishedAt, id) as ArticleRow | undefined;
}
