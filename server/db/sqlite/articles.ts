import type { FolioDatabase } from './database';
import type { After, ArticleRow, Page } from '../rows';
import { preparedOnce } from './statements';

// The reads of ArticleStore; its writes are server/domain/articleWrites.ts over articleWrites.ts.

/** The columns of an ArticleRow, selected from `articles a` (adjacentArticles.ts too). */
export const ARTICLE_COLUMNS = `'Article' AS kind, a.id, a.slug, a.title, a.summary, a.body, a.status,
  a.author_id AS authorId, a.created_at AS createdAt, a.updated_at AS updatedAt,
  a.published_at AS publishedAt, a.edited_at AS editedAt, a.revision,
  a.reading_minutes AS readingMinutes, a.pending_revision AS pendingRevision,
  a.scheduled_at AS scheduledAt, a.review_note AS reviewNote`;

// Each keyset list has a first-page and an after-cursor statement: a row-value
// comparison `(key, id) < (?, ?)` lets SQLite seek in the index, so a deep page
// costs what the first one does (an `? IS NULL OR …` form would scan).
const statements = preparedOnce((db) => ({
  byIds: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.id IN (SELECT value FROM json_each(?))`,
  ),
  bySlug: db.prepare(`SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.slug = ?`),
  byOldSlug: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM article_old_slugs o JOIN articles a ON a.id = o.article_id
     WHERE o.slug = ?`,
  ),
  published: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status = 'PUBLISHED'
     ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
  ),
  publishedAfter: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status = 'PUBLISHED'
       AND (a.published_at, a.id) < (?, ?)
     ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
  ),
  publishedByTag: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM article_tags at JOIN articles a ON a.id = at.article_id
     WHERE at.tag_id = (SELECT id FROM tags WHERE name = ?) AND a.status = 'PUBLISHED'
     ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
  ),
  publishedByTagAfter: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM article_tags at JOIN articles a ON a.id = at.article_id
     WHERE at.tag_id = (SELECT id FROM tags WHERE name = ?) AND a.status = 'PUBLISHED'
       AND (a.published_at, a.id) < (?, ?)
     ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
  ),
  publishedByAuthor: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.author_id = ? AND a.status = 'PUBLISHED'
     ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
  ),
  publishedByAuthorAfter: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.author_id = ? AND a.status = 'PUBLISHED'
       AND (a.published_at, a.id) < (?, ?)
     ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
  ),
  drafts: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.author_id = ? AND a.status != 'PUBLISHED'
     ORDER BY a.updated_at DESC, a.id DESC LIMIT ?`,
  ),
  draftsAfter: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.author_id = ? AND a.status != 'PUBLISHED'
       AND (a.updated_at, a.id) < (?, ?)
     ORDER BY a.updated_at DESC, a.id DESC LIMIT ?`,
  ),
  inReview: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status = 'IN_REVIEW'
     ORDER BY a.updated_at DESC, a.id DESC LIMIT ?`,
  ),
  inReviewAfter: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status = 'IN_REVIEW'
       AND (a.updated_at, a.id) < (?, ?)
     ORDER BY a.updated_at DESC, a.id DESC LIMIT ?`,
  ),
  all: db.prepare(`SELECT ${ARTICLE_COLUMNS} FROM articles a ORDER BY a.id`),
}));

/** Articles by id, in one statement whatever the number of ids. */
export function articlesByIds(db: FolioDatabase, ids: readonly number[]): ArticleRow[] {
  return statements(db).byIds.all(JSON.stringify(ids)) as ArticleRow[];
}

/** The article with this slug, whatever its status (visibility is the caller's rule). */
export function articleBySlug(db: FolioDatabase, slug: string): ArticleRow | undefined {
  return statements(db).bySlug.get(slug) as ArticleRow | undefined;
}

/** The article that held this slug before its current one (migration 010's trigger keeps them). */
export function articleByOldSlug(db: FolioDatabase, slug: string): ArticleRow | undefined {
  return statements(db).byOldSlug.get(slug) as ArticleRow | undefined;
}

function page(
  rows: ArticleRow[],
  limit: number,
  key: (row: ArticleRow) => string,
): Page<ArticleRow> {
  const hasNextPage = rows.length > limit;
  return {
    rows: rows.slice(0, limit).map((row) => ({ row, key: key(row) })),
    hasNextPage,
  };
}

const byPublished = (row: ArticleRow): string => row.publishedAt ?? '';
const byUpdated = (row: ArticleRow): string => row.updatedAt;

/** Published articles, newest first, optionally of one tag. */
export function publishedArticles(
  db: FolioDatabase,
  first: number,
  after: After | null,
  tag: string | null,
): Page<ArticleRow> {
  const s = statements(db);
  const limit = first + 1;
  let rows: unknown[];
  if (tag === null) {
    rows = after ? s.publishedAfter.all(after.key, after.id, limit) : s.published.all(limit);
  } else {
    rows = after
      ? s.publishedByTagAfter.all(tag, after.key, after.id, limit)
      : s.publishedByTag.all(tag, limit);
  }
  return page(rows as ArticleRow[], first, byPublished);
}

/** An author's published articles, newest first. */
export function publishedArticlesByAuthor(
  db: FolioDatabase,
  authorId: number,
  first: number,
  after: After | null,
): Page<ArticleRow> {
  const s = statements(db);
  const rows = after
    ? s.publishedByAuthorAfter.all(authorId, after.key, after.id, first + 1)
    : s.publishedByAuthor.all(authorId, first + 1);
  return page(rows as ArticleRow[], first, byPublished);
}

/** An author's drafts and archived articles, most recently updated first. */
export function draftsByAuthor(
  db: FolioDatabase,
  authorId: number,
  first: number,
  after: After | null,
): Page<ArticleRow> {
  const s = statements(db);
  const rows = after
    ? s.draftsAfter.all(authorId, after.key, after.id, first + 1)
    : s.drafts.all(authorId, first + 1);
  return page(rows as ArticleRow[], first, byUpdated);
}

/** The review queue: IN_REVIEW articles, most recently submitted first. */
export function articlesInReview(
  db: FolioDatabase,
  first: number,
  after: After | null,
): Page<ArticleRow> {
  const s = statements(db);
  const rows = after
    ? s.inReviewAfter.all(after.key, after.id, first + 1)
    : s.inReview.all(first + 1);
  return page(rows as ArticleRow[], first, byUpdated);
}

/** Every article, by id (one-off jobs over the whole store). */
export function allArticles(db: FolioDatabase): ArticleRow[] {
  return statements(db).all.all() as ArticleRow[];
}
