import type { RevisionTime } from '../../domain/articleQueries';
import type { RevisionValues } from '../revisionValues';
import type { Page, RevisionRow } from '../rows';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { eventsOfArticle, publicCopyNumber } from './articleEvents';

// Every save keeps a copy (server/README.md "Revisions and pending edits"), written only by the
// article writes (server/domain/) inside their transaction.

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
  // Thinning's input and output (server/domain/revisions.ts decides).
  times: statement(
    'revisions.times',
    `SELECT number, folio_iso(created_at) AS "createdAt" FROM article_revisions
     WHERE article_id = $1 ORDER BY number DESC`,
  ),
  deleteMany: statement(
    'revisions.deleteMany',
    `DELETE FROM article_revisions WHERE article_id = $1 AND number = ANY($2::integer[])`,
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

/** When each of an article's copies was made, number DESC. Inside a write. */
export function revisionTimes(tx: Exec, articleId: number): Promise<RevisionTime[]> {
  return tx.rows<RevisionTime>(q.times(articleId));
}

export async function deleteRevisions(
  tx: Exec,
  articleId: number,
  numbers: readonly number[],
): Promise<void> {
  await tx.run(q.deleteMany(articleId, numbers));
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
    eventsOfArticle: (articleId: number, first: number) => eventsOfArticle(db, articleId, first),
    publicCopyNumber: (articleId: number, below: number) =>
      publicCopyNumber(db, articleId, integerKey(below)),
  };
}
