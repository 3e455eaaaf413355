import type { ArticleEngine, ArticleQueries } from '../../domain/articleQueries';
import { runAsync } from '../../domain/work';
import { lockArticle, reload } from './articles';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { isUniqueViolation } from './pool';
import { deleteRevisions, insertRevision, revisionByNumber, revisionTimes } from './revisions';
import { queueNewsletter } from './newsletters';
import { insertArticleEvent } from './articleEvents';
import { notifyFollowers } from './notifications';
import { writeSearchEntry } from './search';
import { setArticleTags, tagsByArticleIds } from './tags';

// The article writes' queries on PostgreSQL (the rules are server/domain/'s). A write runs in
// one transaction on one client and locks its row first (SELECT … FOR UPDATE), so a concurrent
// save of the same article waits and then sees the revision this one wrote. Slugs are unique
// by the articles_slug_key index; writers of one title's public slug take turns under an
// advisory lock on it.

const q = {
  // Writers choosing a public slug of one title take turns (until their commit), so they do not
  // all pick the same free slug and retry; the unique index stays the guarantee.
  lockSlug: statement(
    'articleWrites.lockSlug',
    `SELECT pg_advisory_xact_lock(hashtextextended('folio:slug:' || $1, 0))`,
  ),
  // Only slugs that were once public (draft slugs hold "--" and cannot collide). `base` is only
  // a-z, 0-9 and '-', so it is a safe LIKE prefix; extra rows only widen the taken set.
  publicLike: statement(
    'articleWrites.publicLike',
    `SELECT slug FROM articles
     WHERE (slug = $1 OR slug LIKE $2) AND published_at IS NOT NULL AND id <> $3`,
  ),
  insert: statement(
    'articleWrites.insert',
    `INSERT INTO articles (slug, title, summary, body, status, author_id, created_at, updated_at,
       published_at, revision, reading_minutes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10)
     RETURNING id`,
  ),
  update: statement(
    'articleWrites.update',
    `UPDATE articles SET slug = $3, title = $4, summary = $5, body = $6, status = $7,
       updated_at = $8, edited_at = $8, reading_minutes = $9, revision = revision + 1,
       pending_revision = NULL
     WHERE id = $1 AND revision = $2`,
  ),
  keepPending: statement(
    'articleWrites.keepPending',
    `UPDATE articles SET revision = revision + 1, pending_revision = revision + 1
     WHERE id = $1 AND revision = $2`,
  ),
  setStatus: statement(
    'articleWrites.setStatus',
    `UPDATE articles SET status = $2, slug = $3, updated_at = $4,
       published_at = COALESCE(published_at, $5::timestamptz), revision = revision + 1,
       scheduled_at = NULL, review_note = $6
     WHERE id = $1`,
  ),
  fold: statement(
    'articleWrites.fold',
    `UPDATE articles SET title = $2, summary = $3, body = $4, reading_minutes = $5,
       pending_revision = NULL
     WHERE id = $1`,
  ),
  setSchedule: statement(
    'articleWrites.setSchedule',
    `UPDATE articles SET scheduled_at = $2::timestamptz WHERE id = $1`,
  ),
  // The search entry, tag links, comments and revisions go by ON DELETE CASCADE.
  remove: statement('articleWrites.remove', `DELETE FROM articles WHERE id = $1`),
};

/** The article queries on one transaction's client. */
export function articleQueries(tx: Exec): ArticleQueries {
  return {
    lockArticle: (id) => lockArticle(tx, id),
    reloadArticle: (id) => reload(tx, id),
    articleTags: async (id) =>
      ((await tagsByArticleIds(tx, [id])).get(id) ?? []).map((tag) => tag.name),
    revisionByNumber: (articleId, number) => revisionByNumber(tx, articleId, number),
    async publicSlugsLike(base, articleId) {
      await tx.rows(q.lockSlug(base));
      const rows = await tx.rows<{ slug: string }>(q.publicLike(base, `${base}-%`, articleId));
      return rows.map((row) => row.slug);
    },
    async insertArticle(a) {
      const row = await tx.first<{ id: number }>(
        q.insert(
          a.slug,
          a.title,
          a.summary,
          a.body,
          a.status,
          a.authorId,
          a.createdAt,
          a.updatedAt,
          a.publishedAt,
          a.readingMinutes,
        ),
      );
      return row!.id;
    },
    updateArticle: async (id, revision, u) =>
      (await tx.run(
        q.update(
          id,
          revision,
          u.slug,
          u.title,
          u.summary,
          u.body,
          u.status,
          u.updatedAt,
          u.readingMinutes,
        ),
      )) === 1,
    keepPending: async (id, revision) => (await tx.run(q.keepPending(id, revision))) === 1,
    async setStatus(id, c) {
      await tx.run(q.setStatus(id, c.status, c.slug, c.updatedAt, c.publishedAt, c.reviewNote));
    },
    async foldPending(id, t) {
      await tx.run(q.fold(id, t.title, t.summary, t.body, t.readingMinutes));
    },
    setTags: (id, names) => setArticleTags(tx, id, [...names]),
    insertRevision: (articleId, number, values, authorId, createdAt) =>
      insertRevision(tx, articleId, number, values, authorId, createdAt),
    revisionTimes: (articleId) => revisionTimes(tx, articleId),
    deleteRevisions: (articleId, numbers) => deleteRevisions(tx, articleId, numbers),
    recordEvent: (event) => insertArticleEvent(tx, event),
    setSearchEntry: (id, entry) => writeSearchEntry(tx, id, entry),
    setSchedule: async (id, at) => (await tx.run(q.setSchedule(id, at))) === 1,
    queueNewsletter: (articleId, at) => queueNewsletter(tx, articleId, at),
    notifyFollowers: (articleId, at) => notifyFollowers(tx, articleId, at),
    deleteArticle: async (id) => (await tx.run(q.remove(id))) === 1,
  };
}

/** The article writes' engine over the pool: each write one transaction on one client. */
export function postgresArticleEngine(db: PgDb): ArticleEngine {
  return {
    transaction: (work) => db.tx((tx) => runAsync(work(articleQueries(tx)))),
    isSlugTaken: (error) => isUniqueViolation(error, 'articles_slug_key'),
    // PostgreSQL ended the transaction to break a deadlock (SQLSTATE 40P01): it may run again.
    isTransient: (error) => (error as { code?: unknown } | null)?.code === '40P01',
  };
}
