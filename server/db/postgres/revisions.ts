import { readingMinutes } from '../plainText';
import { KEEP_ALL, revisionTags, type RevisionValues } from '../revisionValues';
import type { ArticleRow, Page, RevisionRow } from '../rows';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { setArticleTags, tagsByArticleIds } from './tags';

// Every save keeps a copy (server/README.md "Revisions and pending edits"), written only by the
// article writes inside their transaction; the same thinning rule as SQLite's revisions.ts.

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
  fold: statement(
    'revisions.fold',
    `UPDATE articles SET title = $2, summary = $3, body = $4, reading_minutes = $5,
       pending_revision = NULL
     WHERE id = $1`,
  ),
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps a copy of a save and thins the older ones. Inside the save's transaction. */
export async function recordRevision(
  tx: Exec,
  article: Pick<ArticleRow, 'id' | 'revision'>,
  values: RevisionValues,
  authorId: number,
  createdAt: string,
): Promise<void> {
  await tx.run(
    q.insert(
      article.id,
      article.revision,
      values.title,
      values.summary,
      values.body,
      JSON.stringify(values.tags),
      authorId,
      createdAt,
    ),
  );
  const dayAgo = new Date(Date.parse(createdAt) - DAY_MS).toISOString();
  await tx.run(q.prune(article.id, dayAgo));
}

/** What the editor edits: a published article's pending revision, else the article itself. */
export async function workingValues(tx: Exec, article: ArticleRow): Promise<RevisionValues> {
  const pending =
    article.pendingRevision === null
      ? undefined
      : await tx.first<RevisionRow>(q.byNumber(article.id, article.pendingRevision));
  if (pending) {
    const { title, summary, body } = pending;
    return { title, summary, body, tags: revisionTags(pending) };
  }
  const { title, summary, body } = article;
  const tags = ((await tagsByArticleIds(tx, [article.id])).get(article.id) ?? []).map(
    (tag) => tag.name,
  );
  return { title, summary, body, tags };
}

/** Makes a pending revision the article's own text. Inside the write's transaction. */
export async function foldPendingRevision(tx: Exec, article: ArticleRow): Promise<void> {
  if (article.pendingRevision === null) return;
  const pending = await workingValues(tx, article);
  await tx.run(
    q.fold(article.id, pending.title, pending.summary, pending.body, readingMinutes(pending.body)),
  );
  await setArticleTags(tx, article.id, pending.tags);
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
      db.first<RevisionRow>(q.byNumber(articleId, number)),
  };
}
