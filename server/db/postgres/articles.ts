import type { After, ArticleRow, Page } from '../rows';
import type { Exec, PgDb } from './db';
import { statement, storable } from './db';
import { isStoredTime } from '../storedTime';

/** The columns of an ArticleRow from `articles a`, times written as SQLite stores them. */
export const ARTICLE_COLUMNS = `'Article' AS kind, a.id, a.slug, a.title, a.summary, a.body,
  a.status, a.author_id AS "authorId", folio_iso(a.created_at) AS "createdAt",
  folio_iso(a.updated_at) AS "updatedAt", folio_iso(a.published_at) AS "publishedAt",
  folio_iso(a.edited_at) AS "editedAt", a.revision, a.reading_minutes AS "readingMinutes",
  a.pending_revision AS "pendingRevision", folio_iso(a.scheduled_at) AS "scheduledAt",
  a.review_note AS "reviewNote"`;

// Each keyset list has a first-page and an after-cursor statement: the row comparison
// `(key, id) < ($n, $m)` is an index condition on the list's partial index (read backwards for
// newest first), so a deep page is one seek, as the first one is.
const PUBLISHED = `WHERE a.status = 'PUBLISHED'`;
const NEWEST = `ORDER BY a.published_at DESC, a.id DESC`;
const BY_TAG = `FROM article_tags at JOIN articles a ON a.id = at.article_id
  WHERE at.tag_id = (SELECT id FROM tags WHERE name = $1) AND a.status = 'PUBLISHED'`;

const q = {
  byIds: statement(
    'articles.byIds',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.id = ANY($1::bigint[])`,
  ),
  byIdForUpdate: statement(
    'articles.byIdForUpdate',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.id = $1 FOR UPDATE`,
  ),
  bySlug: statement(
    'articles.bySlug',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.slug = $1`,
  ),
  // Kept by migration 004's trigger.
  byOldSlug: statement(
    'articles.byOldSlug',
    `SELECT ${ARTICLE_COLUMNS} FROM article_old_slugs o JOIN articles a ON a.id = o.article_id
     WHERE o.slug = $1`,
  ),
  published: statement(
    'articles.published',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a ${PUBLISHED} ${NEWEST} LIMIT $1`,
  ),
  publishedAfter: statement(
    'articles.publishedAfter',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a ${PUBLISHED}
       AND (a.published_at, a.id) < ($1::timestamptz, $2::bigint) ${NEWEST} LIMIT $3`,
  ),
  publishedByTag: statement(
    'articles.publishedByTag',
    `SELECT ${ARTICLE_COLUMNS} ${BY_TAG} ${NEWEST} LIMIT $2`,
  ),
  publishedByTagAfter: statement(
    'articles.publishedByTagAfter',
    `SELECT ${ARTICLE_COLUMNS} ${BY_TAG}
       AND (a.published_at, a.id) < ($2::timestamptz, $3::bigint) ${NEWEST} LIMIT $4`,
  ),
  publishedByAuthor: statement(
    'articles.publishedByAuthor',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a ${PUBLISHED} AND a.author_id = $1 ${NEWEST} LIMIT $2`,
  ),
  publishedByAuthorAfter: statement(
    'articles.publishedByAuthorAfter',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a ${PUBLISHED} AND a.author_id = $1
       AND (a.published_at, a.id) < ($2::timestamptz, $3::bigint) ${NEWEST} LIMIT $4`,
  ),
  drafts: statement(
    'articles.drafts',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status <> 'PUBLISHED' AND a.author_id = $1
     ORDER BY a.updated_at DESC, a.id DESC LIMIT $2`,
  ),
  draftsAfter: statement(
    'articles.draftsAfter',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status <> 'PUBLISHED' AND a.author_id = $1
       AND (a.updated_at, a.id) < ($2::timestamptz, $3::bigint)
     ORDER BY a.updated_at DESC, a.id DESC LIMIT $4`,
  ),
  inReview: statement(
    'articles.inReview',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status = 'IN_REVIEW'
     ORDER BY a.updated_at DESC, a.id DESC LIMIT $1`,
  ),
  inReviewAfter: statement(
    'articles.inReviewAfter',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.status = 'IN_REVIEW'
       AND (a.updated_at, a.id) < ($1::timestamptz, $2::bigint)
     ORDER BY a.updated_at DESC, a.id DESC LIMIT $3`,
  ),
  before: statement(
    'articles.before',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a ${PUBLISHED} AND a.author_id = $1
       AND (a.published_at, a.id) < ($2::timestamptz, $3::bigint) ${NEWEST} LIMIT 1`,
  ),
  after: statement(
    'articles.after',
    `SELECT ${ARTICLE_COLUMNS} FROM articles a ${PUBLISHED} AND a.author_id = $1
       AND (a.published_at, a.id) > ($2::timestamptz, $3::bigint)
     ORDER BY a.published_at, a.id LIMIT 1`,
  ),
  all: statement('articles.all', `SELECT ${ARTICLE_COLUMNS} FROM articles a ORDER BY a.id`),
};

function page(
  rows: ArticleRow[],
  limit: number,
  key: (row: ArticleRow) => string,
): Page<ArticleRow> {
  return {
    rows: rows.slice(0, limit).map((row) => ({ row, key: key(row) })),
    hasNextPage: rows.length > limit,
  };
}

const NO_PAGE: Page<never> = { rows: [], hasNextPage: false };

/**
 * A cursor's time key as a timestamptz parameter, or null when it is not one this store wrote:
 * the key travels in the client's cursor, and a forged one must read as "nothing after it"
 * rather than make the cast fail (SQLite compares any text).
 */
export function timeKey(after: After): string | null {
  return isStoredTime(after.key) ? after.key : null;
}

const byPublished = (row: ArticleRow): string => row.publishedAt ?? '';
const byUpdated = (row: ArticleRow): string => row.updatedAt;

/** The article, its row locked until the transaction ends (article writes). */
export function lockArticle(tx: Exec, id: number): Promise<ArticleRow | undefined> {
  return tx.first<ArticleRow>(q.byIdForUpdate(id));
}

/** The article as stored now (inside a write, after its statements). */
export function reload(tx: Exec, id: number): Promise<ArticleRow | undefined> {
  return tx.first<ArticleRow>(q.byIds([id]));
}

/** The reads of ArticleStore. */
export function articleReads(db: PgDb) {
  return {
    articlesByIds: (ids: readonly number[]) => db.rows<ArticleRow>(q.byIds(ids)),
    articleBySlug: async (slug: string) =>
      storable(slug) ? db.first<ArticleRow>(q.bySlug(slug)) : undefined,
    articleByOldSlug: async (slug: string) =>
      storable(slug) ? db.first<ArticleRow>(q.byOldSlug(slug)) : undefined,
    async publishedArticles(first: number, after: After | null, tag: string | null) {
      if (tag !== null && !storable(tag)) return NO_PAGE;
      const limit = first + 1;
      const key = after && timeKey(after);
      if (after && !key) return NO_PAGE;
      let sql;
      if (tag === null) {
        sql = after ? q.publishedAfter(key, after.id, limit) : q.published(limit);
      } else {
        sql = after
          ? q.publishedByTagAfter(tag, key, after.id, limit)
          : q.publishedByTag(tag, limit);
      }
      return page(await db.rows<ArticleRow>(sql), first, byPublished);
    },
    async publishedArticlesByAuthor(authorId: number, first: number, after: After | null) {
      const key = after && timeKey(after);
      if (after && !key) return NO_PAGE;
      const sql = after
        ? q.publishedByAuthorAfter(authorId, key, after.id, first + 1)
        : q.publishedByAuthor(authorId, first + 1);
      return page(await db.rows<ArticleRow>(sql), first, byPublished);
    },
    async draftsByAuthor(authorId: number, first: number, after: After | null) {
      const key = after && timeKey(after);
      if (after && !key) return NO_PAGE;
      const sql = after
        ? q.draftsAfter(authorId, key, after.id, first + 1)
        : q.drafts(authorId, first + 1);
      return page(await db.rows<ArticleRow>(sql), first, byUpdated);
    },
    async articlesInReview(first: number, after: After | null) {
      const key = after && timeKey(after);
      if (after && !key) return NO_PAGE;
      const sql = after ? q.inReviewAfter(key, after.id, first + 1) : q.inReview(first + 1);
      return page(await db.rows<ArticleRow>(sql), first, byUpdated);
    },
    /** One step in an author's published order (the rule: server/domain/adjacentArticles.ts). */
    publishedNeighbour: (
      authorId: number,
      publishedAt: string,
      id: number,
      direction: 'previous' | 'next',
    ) =>
      db.first<ArticleRow>(
        (direction === 'previous' ? q.before : q.after)(authorId, publishedAt, id),
      ),
    allArticles: () => db.rows<ArticleRow>(q.all()),
  };
}
