import type { FolioDatabase } from './database';
import { readingMinutes } from './plainText';
import type { ArticleRow, Page, RevisionRow } from './rows';
import { preparedOnce } from './statements';
import { setArticleTags, tagsByArticleIds } from './tags';

// Every save of an article keeps a copy (server/README.md "Revisions and pending edits"):
// `number` is the article's `revision` right after the save, so a client that knows a
// revision number can ask for that text. Only the writes in articles.ts record one, inside
// their own transaction, so a copy exists exactly when the save does.

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
  byNumber: db.prepare(
    `SELECT ${COLUMNS} FROM article_revisions r WHERE r.article_id = ? AND r.number = ?`,
  ),
}));

/** What a revision holds: the article's fields as saved, tags as normalized names. */
export interface RevisionValues {
  title: string;
  summary: string;
  body: string;
  tags: string[];
}

/** Keeps a copy of a save. Call inside the save's transaction. */
export function recordRevision(
  db: FolioDatabase,
  article: Pick<ArticleRow, 'id' | 'revision'>,
  values: RevisionValues,
  authorId: number,
  createdAt: string,
): void {
  statements(db).insert.run({
    articleId: article.id,
    number: article.revision,
    title: values.title,
    summary: values.summary,
    body: values.body,
    tags: JSON.stringify(values.tags),
    authorId,
    createdAt,
  });
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

/** A revision's values, its tags parsed. */
export function revisionValues(row: RevisionRow): RevisionValues {
  return { title: row.title, summary: row.summary, body: row.body, tags: revisionTags(row) };
}

/** A revision's tag names (stored as a JSON array of strings by recordRevision). */
export function revisionTags(row: RevisionRow): string[] {
  const parsed: unknown = JSON.parse(row.tags);
  return Array.isArray(parsed)
    ? parsed.filter((tag): tag is string => typeof tag === 'string')
    : [];
}

const workingStatements = preparedOnce((db) => ({
  // An article leaving PUBLISHED takes its pending edits as its text: nobody reads it now.
  fold: db.prepare(
    `UPDATE articles SET title = @title, summary = @summary, body = @body,
       reading_minutes = @readingMinutes, pending_revision = NULL
     WHERE id = @id`,
  ),
}));

/** What the editor edits: a published article's pending revision, else the article itself. */
export function workingValues(db: FolioDatabase, article: ArticleRow): RevisionValues {
  const pending =
    article.pendingRevision === null
      ? undefined
      : revisionByNumber(db, article.id, article.pendingRevision);
  if (pending) return revisionValues(pending);
  const { title, summary, body } = article;
  const tags = (tagsByArticleIds(db, [article.id]).get(article.id) ?? []).map((tag) => tag.name);
  return { title, summary, body, tags };
}

/** Makes a pending revision the article's own text (call inside the write's transaction). */
export function foldPendingRevision(db: FolioDatabase, article: ArticleRow): void {
  if (article.pendingRevision === null) return;
  const pending = workingValues(db, article);
  workingStatements(db).fold.run({
    id: article.id,
    title: pending.title,
    summary: pending.summary,
    body: pending.body,
    readingMinutes: readingMinutes(pending.body),
  });
  setArticleTags(db, article.id, pending.tags);
}
