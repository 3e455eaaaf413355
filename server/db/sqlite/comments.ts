import type { FolioDatabase } from './database';
import type { After, CommentRow, Page } from '../rows';
import { preparedOnce } from './statements';

const COLUMNS = `'Comment' AS kind, id, article_id AS articleId, author_id AS authorId, body,
  created_at AS createdAt`;

const statements = preparedOnce((db) => ({
  byIds: db.prepare(`SELECT ${COLUMNS} FROM comments WHERE id IN (SELECT value FROM json_each(?))`),
  first: db.prepare(
    `SELECT ${COLUMNS} FROM comments WHERE article_id = ? ORDER BY created_at, id LIMIT ?`,
  ),
  after: db.prepare(
    `SELECT ${COLUMNS} FROM comments WHERE article_id = ? AND (created_at, id) > (?, ?)
     ORDER BY created_at, id LIMIT ?`,
  ),
  counts: db.prepare(
    `SELECT article_id AS articleId, COUNT(*) AS n FROM comments
     WHERE article_id IN (SELECT value FROM json_each(?)) GROUP BY article_id`,
  ),
  insert: db.prepare(
    `INSERT INTO comments (article_id, author_id, body, created_at) VALUES (?, ?, ?, ?)
     RETURNING ${COLUMNS}`,
  ),
  remove: db.prepare(`DELETE FROM comments WHERE id = ?`),
}));

/** Comments by id, in one statement. */
export function commentsByIds(db: FolioDatabase, ids: readonly number[]): CommentRow[] {
  return statements(db).byIds.all(JSON.stringify(ids)) as CommentRow[];
}

/** An article's comments, oldest first. */
export function commentsOfArticle(
  db: FolioDatabase,
  articleId: number,
  first: number,
  after: After | null,
): Page<CommentRow> {
  const s = statements(db);
  const rows = (
    after
      ? s.after.all(articleId, after.key, after.id, first + 1)
      : s.first.all(articleId, first + 1)
  ) as CommentRow[];
  return {
    rows: rows.slice(0, first).map((row) => ({ row, key: row.createdAt })),
    hasNextPage: rows.length > first,
  };
}

/** Number of comments per article, in one statement. */
export function commentCounts(
  db: FolioDatabase,
  articleIds: readonly number[],
): Map<number, number> {
  const rows = statements(db).counts.all(JSON.stringify(articleIds)) as {
    articleId: number;
    n: number;
  }[];
  return new Map(rows.map((r) => [r.articleId, r.n]));
}

/** Adds a comment. */
export function insertComment(
  db: FolioDatabase,
  articleId: number,
  authorId: number,
  body: string,
  createdAt: string,
): CommentRow {
  return statements(db).insert.get(articleId, authorId, body, createdAt) as CommentRow;
}

/** Deletes a comment. */
export function deleteComment(db: FolioDatabase, id: number): void {
  statements(db).remove.run(id);
}
