import type { FolioDatabase } from './database';
import { KEEP_ALL, type RevisionValues } from '../revisionValues';
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
  // Thinning (server/README.md "Revisions and pending edits"): a copy goes when a newer one
  // of its hour (last day) or its UTC day (older) exists, unless it is among the newest
  // KEEP_ALL or is the article's pending revision. Run per save on one article's rows, which
  // the rule keeps few, through UNIQUE (article_id, number).
  prune: db.prepare(
    `DELETE FROM article_revisions AS r
     WHERE r.article_id = @articleId
       AND r.number < (
         SELECT min(number) FROM (
           SELECT number FROM article_revisions WHERE article_id = @articleId
           ORDER BY number DESC LIMIT ${KEEP_ALL}))
       AND r.number IS NOT (SELECT pending_revision FROM articles WHERE id = @articleId)
       AND EXISTS (
         SELECT 1 FROM article_revisions n
         WHERE n.article_id = @articleId AND n.number > r.number
           AND substr(n.created_at, 1, iif(r.created_at >= @dayAgo, 13, 10))
             = substr(r.created_at, 1, iif(r.created_at >= @dayAgo, 13, 10)))`,
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

/** Thins an article's copies (the rule: ArticleQueries.pruneRevisions). */
export function pruneRevisions(db: FolioDatabase, articleId: number, dayAgo: string): void {
  statements(db).prune.run({ articleId, dayAgo });
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
