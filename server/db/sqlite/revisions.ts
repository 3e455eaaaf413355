import type { FolioDatabase } from './database';
import type { RevisionTime } from '../../domain/articleQueries';
import type { RevisionValues } from '../revisionValues';
import type { Page, RevisionRow } from '../rows';
import { preparedOnce } from './statements';

// Every save of an article keeps a copy (server/README.md "Revisions and pending edits"):
// `number` is the article's `revision` right after the save, so a client that knows a
// revision number can ask for that text. Only the article writes (server/domain/) record one,
// inside their own transaction, so a copy exists exactly when the save does.

const COLUMNS = `'Revision' AS kind, r.article_id AS articleId, r.number, r.title, r.summary,
  r.body, r.tags, r.author_id AS authorId, r.created_at AS createdAt`;

const statements = preparedOnce((db) => ({
  insert: db.prepare(
    `INSERT INTO article_revisions (article_id, number, title, summary, body, tags, author_id,
       created_at)
     VALUES (@articleId, @number, @title, @summary, @body, @tags, @authorId, @createdAt)`,
  ),
  // Newest first, keyset on the number (UNIQUE (article_id, number) is the index).
  first: db.prepare(
    `SELECT ${COLUMNS} FROM article_revisions r WHERE r.article_id = ?
     ORDER BY r.number DESC LIMIT ?`,
  ),
  after: db.prepare(
    `SELECT ${COLUMNS} FROM article_revisions r WHERE r.article_id = ? AND r.number < ?
     ORDER BY r.number DESC LIMIT ?`,
  ),
  // Thinning's input and output (server/domain/revisions.ts decides), through UNIQUE
  // (article_id, number): the rule keeps an article's copies few.
  times: db.prepare(
    `SELECT number, created_at AS createdAt FROM article_revisions WHERE article_id = ?
     ORDER BY number DESC`,
  ),
  deleteMany: db.prepare(
    `DELETE FROM article_revisions
     WHERE article_id = ? AND number IN (SELECT value FROM json_each(?))`,
  ),
  byNumber: db.prepare(
    `SELECT ${COLUMNS} FROM article_revisions r WHERE r.article_id = ? AND r.number = ?`,
  ),
}));

/** Keeps a copy of a save (call inside the save's transaction). */
export function insertRevision(
  db: FolioDatabase,
  articleId: number,
  number: number,
  values: RevisionValues,
  authorId: number,
  createdAt: string,
): void {
  const { title, summary, body } = values;
  const tags = JSON.stringify(values.tags);
  statements(db).insert.run({ articleId, number, title, summary, body, tags, authorId, createdAt });
}

/** When each of an article's copies was made, number DESC. */
export function revisionTimes(db: FolioDatabase, articleId: number): RevisionTime[] {
  return statements(db).times.all(articleId) as RevisionTime[];
}

export function deleteRevisions(
  db: FolioDatabase,
  articleId: number,
  numbers: readonly number[],
): void {
  statements(db).deleteMany.run(articleId, JSON.stringify(numbers));
}

/** An article's revisions, newest first; `after` is the number of the last one seen. */
export function revisionsOfArticle(
  db: FolioDatabase,
  articleId: number,
  first: number,
  after: number | null,
): Page<RevisionRow> {
  const s = statements(db);
  const rows = (
    after === null ? s.first.all(articleId, first + 1) : s.after.all(articleId, after, first + 1)
  ) as RevisionRow[];
  return {
    rows: rows.slice(0, first).map((row) => ({ row, key: row.number })),
    hasNextPage: rows.length > first,
  };
}

/** One revision of an article, if it was kept. */
export function revisionByNumber(
  db: FolioDatabase,
  articleId: number,
  number: number,
): RevisionRow | undefined {
  return statements(db).byNumber.get(articleId, number) as RevisionRow | undefined;
}
