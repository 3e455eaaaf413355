import type { NewArticle } from '../articleStores';
import type { ArticleRow } from '../rows';
import type { ArticleEngine, ArticleQueries } from '../../domain/articleQueries';
import { insertArticle } from '../../domain/articleSaves';
import { runSync } from '../../domain/work';
import { articlesByIds } from './articles';
import type { FolioDatabase } from './database';
import { deleteRevisions, insertRevision, revisionByNumber, revisionTimes } from './revisions';
import { queueNewsletter } from './newsletters';
import { insertArticleEvent } from './articleEvents';
import { notifyFollowers } from './notifications';
import { writeSearchEntry } from './search';
import { preparedOnce } from './statements';
import { setArticleTags, tagsByArticleIds } from './tags';

// The article writes' queries on SQLite (the rules are server/domain/'s). A write runs in one
// IMMEDIATE transaction: the rows it reads and the rows it writes under one write lock, so
// another process cannot take a slug or save a revision in between.

const statements = preparedOnce((db) => ({
  // Only slugs that were once public: a never-published article holds a "--"-suffixed slug
  // that no candidate here can equal. `base` is only a-z, 0-9 and '-', safe in a GLOB pattern.
  publicLike: db
    .prepare(
      `SELECT slug FROM articles
       WHERE (slug = ? OR slug GLOB ?) AND published_at IS NOT NULL AND id != ?`,
    )
    .pluck(),
  insert: db.prepare(
    `INSERT INTO articles (slug, title, summary, body, status, author_id, created_at, updated_at,
       published_at, revision, reading_minutes)
     VALUES (@slug, @title, @summary, @body, @status, @authorId, @createdAt, @updatedAt,
       @publishedAt, 1, @readingMinutes)
     RETURNING id`,
  ),
  update: db.prepare(
    `UPDATE articles SET slug = @slug, title = @title, summary = @summary, body = @body,
       status = @status, updated_at = @updatedAt, edited_at = @updatedAt,
       reading_minutes = @readingMinutes, revision = revision + 1, pending_revision = NULL
     WHERE id = @id AND revision = @revision`,
  ),
  keepPending: db.prepare(
    `UPDATE articles SET revision = revision + 1, pending_revision = revision + 1
     WHERE id = @id AND revision = @revision`,
  ),
  setStatus: db.prepare(
    `UPDATE articles SET status = @status, slug = @slug, updated_at = @updatedAt,
       published_at = COALESCE(published_at, @publishedAt), revision = revision + 1,
       scheduled_at = NULL, review_note = @reviewNote
     WHERE id = @id`,
  ),
  fold: db.prepare(
    `UPDATE articles SET title = @title, summary = @summary, body = @body,
       reading_minutes = @readingMinutes, pending_revision = NULL
     WHERE id = @id`,
  ),
  setSchedule: db.prepare(`UPDATE articles SET scheduled_at = ? WHERE id = ?`),
  remove: db.prepare(`DELETE FROM articles WHERE id = ?`),
}));

/** The article queries on one connection (the transaction is the connection's). */
export function articleQueries(db: FolioDatabase): ArticleQueries {
  const s = statements(db);
  const byId = (id: number) => articlesByIds(db, [id])[0];
  return {
    lockArticle: byId,
    reloadArticle: byId,
    articleTags: (id) => (tagsByArticleIds(db, [id]).get(id) ?? []).map((tag) => tag.name),
    revisionByNumber: (articleId, number) => revisionByNumber(db, articleId, number),
    publicSlugsLike: (base, articleId) =>
      s.publicLike.all(base, `${base}-[0-9]*`, articleId) as string[],
    insertArticle: (article) => (s.insert.get(article) as { id: number }).id,
    updateArticle: (id, revision, update) =>
      s.update.run({ id, revision, ...update }).changes === 1,
    keepPending: (id, revision) => s.keepPending.run({ id, revision }).changes === 1,
    setStatus: (id, change) => void s.setStatus.run({ id, ...change }),
    foldPending: (id, text) => void s.fold.run({ id, ...text }),
    setTags: (id, names) => setArticleTags(db, id, [...names]),
    insertRevision: (articleId, number, values, authorId, createdAt) =>
      insertRevision(db, articleId, number, values, authorId, createdAt),
    revisionTimes: (articleId) => revisionTimes(db, articleId),
    deleteRevisions: (articleId, numbers) => deleteRevisions(db, articleId, numbers),
    recordEvent: (event) => insertArticleEvent(db, event),
    setSearchEntry: (id, entry) => writeSearchEntry(db, id, entry),
    setSchedule: (id, at) => s.setSchedule.run(at, id).changes === 1,
    queueNewsletter: (articleId, at) => queueNewsletter(db, articleId, at),
    notifyFollowers: (articleId, at) => notifyFollowers(db, articleId, at),
    // The search index is an FTS5 table, which no foreign key reaches: its entry goes by hand.
    // Comments, tag links and revisions go by ON DELETE CASCADE.
    deleteArticle: (id) => {
      writeSearchEntry(db, id, null);
      return s.remove.run(id).changes === 1;
    },
  };
}

/** The article writes' engine over one better-sqlite3 connection. */
export function sqliteArticleEngine(db: FolioDatabase): ArticleEngine {
  const q = articleQueries(db);
  return {
    // Synchronous inside the async method: the whole write is done when it returns.
    async transaction(work) {
      return db.transaction(() => runSync(work(q))).immediate();
    },
    isSlugTaken,
    // One connection per process and IMMEDIATE transactions: SQLite has no deadlock to retry.
    isTransient: () => false,
  };
}

/**
 * Store.articles.insertArticle done before it returns, for SQLite-only callers that need the
 * row at once (fixtures, benches): the same rules in one IMMEDIATE transaction, without the
 * retry a slug taken by a concurrent writer would need (they have none).
 */
export function insertArticleNow(db: FolioDatabase, article: NewArticle): ArticleRow {
  const keep = (slug: string) => slug;
  const q = articleQueries(db);
  return db.transaction(() => runSync(insertArticle(q, article, keep, new Set()))).immediate();
}

// Duck-typed rather than `instanceof Database.SqliteError`: the native addon keeps the class of
// the first copy of better-sqlite3 loaded in the process, which need not be this module's
// (jest loads a copy per test file).
function isSlugTaken(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    message.includes('articles.slug')
  );
}
