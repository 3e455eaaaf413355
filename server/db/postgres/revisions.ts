import { KEEP_ALL, type RevisionValues } from '../revisionValues';
import type { Page, RevisionRow } from '../rows';
import type { Exec, PgDb } from './db';
import { statement } from './db';

// Every save keeps a copy (server/README.md "Revisions and pending edits"), written only by the
// article writes (server/domain/) inside their transaction; the same thinning rule as SQLite's
// revisions.ts, in PostgreSQL's SQL.

const COLUMNS = `'Revision' AS kind, r.article_id AS "articleId", r.number, r.title, r.summary,
  r.body, r.tags, r.author_id AS "authorId", folio_iso(r.created_at) AS "createdAt"`;

const q = {
  insert: statement(
    'revisions.insert',
    `INSERT INTO article_revisions (article_id, number, title, summary, body, tags, author_id,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
  ),
  first: statement(
    'revisions.first',
    `SELECT ${COLUMNS} FROM article_revisions r WHERE r.article_id = $1
     ORDER BY r.number DESC LIMIT $2`,
  ),
  after: statement(
    'revisions.after',
    `SELECT ${COLUMNS} FROM article_revisions r WHERE r.article_id = $1 AND r.number < $2
     ORDER BY r.number DESC LIMIT $3`,
  ),
  // A copy goes when a newer one of its UTC hour (last day) or UTC day (older) exists, unless
  // it is among the newest KEEP_ALL or is the pending revision. $2 is a day before the save.
  prune: statement(
    'revisions.prune',
    `DELETE FROM article_revisions r
     WHERE r.article_id = $1
       AND r.number < (
         SELECT min(number) FROM (
           SELECT number FROM article_revisions WHERE article_id = $1
           ORDER BY number DESC LIMIT ${KEEP_ALL}) AS newest)
       AND r.number IS DISTINCT FROM (SELECT pending_revision FROM articles WHERE id = $1)
       AND EXISTS (
         SELECT 1 FROM article_revisions n
         WHERE n.article_id = $1 AND n.number > r.number
           AND date_trunc(CASE WHEN r.created_at >= $2::timestamptz THEN 'hour' ELSE 'day' END,
                 n.created_at, 'UTC')
             = date_trunc(CASE WHEN r.created_at >= $2::timestamptz THEN 'hour' ELSE 'day' END,
                 r.created_at, 'UTC'))`,
  ),
  byNumber: statement(
    'revisions.byNumber',
    `SELECT ${COLUMNS} FROM article_revisions r WHERE r.article_id = $1 AND r.number = $2`,
  ),
};

/** Keeps a copy of a save. Inside the save's transaction. */
export async function insertRevision(
  tx: Exec,
  articleId: number,
  number: number,
  values: RevisionValues,
  authorId: number,
  createdAt: string,
): Promise<void> {
  const { title, summary, body } = values;
  const tags = JSON.stringify(values.tags);
  await tx.run(q.insert(articleId, number, title, summary, body, tags, authorId, createdAt));
}

/** Thins an article's copies (the rule: ArticleQueries.pruneRevisions). */
export async function pruneRevisions(tx: Exec, articleId: number, dayAgo: string): Promise<void> {
  await tx.run(q.prune(articleId, dayAgo));
}

/** One kept copy, on the pool or inside a write. */
export function revisionByNumber(
  on: Exec,
  articleId: number,
  number: number,
): Promise<RevisionRow | undefined> {
  return on.first<RevisionRow>(q.byNumber(articleId, number));
}

/**
 * A cursor's revision number as an integer parameter: the key travels in the client's cursor,
 * and a forged 1.5 or 1e20 must compare as SQLite would compare it, not fail the cast.
 */
function integerKey(after: number): number {
  return Math.min(2 ** 31 - 1, Math.max(-(2 ** 31), Math.ceil(after)));
}

/** RevisionStore. */
export function revisionStore(db: PgDb) {
  return {
    async revisionsOfArticle(
      articleId: number,
      first: number,
      after: number | null,
    ): Promise<Page<RevisionRow>> {
      const rows = await db.rows<RevisionRow>(
        after === null
          ? q.first(articleId, first + 1)
          : q.after(articleId, integerKey(after), first + 1),
      );
      return {
        rows: rows.slice(0, first).map((row) => ({ row, key: row.number })),
        hasNextPage: rows.length > first,
      };
    },
    revisionByNumber: (articleId: number, number: number) =>
      revisionByNumber(db, articleId, number),
  };
}
