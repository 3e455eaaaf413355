import type { After, CommentRow, Page } from '../rows';
import { timeKey } from './articles';
import type { PgDb } from './db';
import { statement } from './db';

const COLUMNS = `'Comment' AS kind, id, article_id AS "articleId", author_id AS "authorId", body,
  folio_iso(created_at) AS "createdAt"`;

const q = {
  byIds: statement(
    'comments.byIds',
    `SELECT ${COLUMNS} FROM comments WHERE id = ANY($1::bigint[])`,
  ),
  first: statement(
    'comments.first',
    `SELECT ${COLUMNS} FROM comments WHERE article_id = $1 ORDER BY created_at, id LIMIT $2`,
  ),
  after: statement(
    'comments.after',
    `SELECT ${COLUMNS} FROM comments
     WHERE article_id = $1 AND (created_at, id) > ($2::timestamptz, $3::bigint)
     ORDER BY created_at, id LIMIT $4`,
  ),
  counts: statement(
    'comments.counts',
    `SELECT article_id AS "articleId", count(*) AS n FROM comments
     WHERE article_id = ANY($1::bigint[]) GROUP BY article_id`,
  ),
  insert: statement(
    'comments.insert',
    `INSERT INTO comments (article_id, author_id, body, created_at) VALUES ($1, $2, $3, $4)
     RETURNING ${COLUMNS}`,
  ),
  remove: statement('comments.remove', `DELETE FROM comments WHERE id = $1`),
};

/** CommentStore. */
export function commentStore(db: PgDb) {
  return {
    commentsByIds: (ids: readonly number[]) => db.rows<CommentRow>(q.byIds(ids)),
    async commentsOfArticle(
      articleId: number,
      first: number,
      after: After | null,
    ): Promise<Page<CommentRow>> {
      const key = after && timeKey(after);
      if (after && !key) return { rows: [], hasNextPage: false };
      const rows = await db.rows<CommentRow>(
        after ? q.after(articleId, key, after.id, first + 1) : q.first(articleId, first + 1),
      );
      return {
        rows: rows.slice(0, first).map((row) => ({ row, key: row.createdAt })),
        hasNextPage: rows.length > first,
      };
    },
    async commentCounts(articleIds: readonly number[]) {
      const rows = await db.rows<{ articleId: number; n: number }>(q.counts(articleIds));
      return new Map(rows.map((r) => [r.articleId, r.n]));
    },
    async insertComment(articleId: number, authorId: number, body: string, createdAt: string) {
      return (await db.first<CommentRow>(q.insert(articleId, authorId, body, createdAt)))!;
    },
    async deleteComment(id: number) {
      await db.run(q.remove(id));
    },
  };
}
