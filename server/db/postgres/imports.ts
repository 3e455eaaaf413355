import type { RedirectStore } from '../importStores';
import type { ImportEngine, ImportQueries } from '../../domain/imports';
import type { UserRow } from '../rows';
import { runAsync } from '../../domain/work';
import { pathsByArticle } from '../importStores';
import { articleQueries } from './articleWrites';
import type { Exec, PgDb } from './db';
import { statement, storable } from './db';
import { USER_COLUMNS } from './users';

// Redirects and imports on PostgreSQL: queries only (the rules are domain/redirects.ts and
// domain/imports.ts). An import runs in one transaction on one client; a second import of the
// same source waits for the first (an advisory lock on the source's name) and then sees its rows.

const q = {
  redirects: statement(
    'imports.redirects',
    `SELECT path, article_id AS "articleId" FROM redirects WHERE path = ANY($1::text[])`,
  ),
  redirect: statement(
    'imports.redirect',
    `SELECT article_id AS "articleId" FROM redirects WHERE path = $1`,
  ),
  ofArticles: statement(
    'imports.ofArticles',
    `SELECT path, article_id AS "articleId" FROM redirects
     WHERE article_id = ANY($1::bigint[]) ORDER BY path COLLATE "C"`,
  ),
  insertRedirect: statement(
    'imports.insertRedirect',
    `INSERT INTO redirects (path, article_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (path) DO NOTHING`,
  ),
  lockSource: statement(
    'imports.lockSource',
    `SELECT pg_advisory_xact_lock(hashtextextended('folio:import:' || $1, 0))`,
  ),
  source: statement(
    'imports.source',
    `SELECT article_id AS "articleId", digest FROM import_sources
     WHERE source = $1 AND source_id = $2`,
  ),
  linkSource: statement(
    'imports.linkSource',
    `INSERT INTO import_sources (source, source_id, article_id, digest) VALUES ($1, $2, $3, $4)
     ON CONFLICT (source, source_id)
     DO UPDATE SET article_id = excluded.article_id, digest = excluded.digest`,
  ),
  userByHandle: statement(
    'imports.userByHandle',
    `SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.handle) = lower($1)`,
  ),
  insertUser: statement(
    'imports.insertUser',
    `INSERT INTO users AS u (handle, name, bio, role, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${USER_COLUMNS}`,
  ),
  subscriberKnown: statement(
    'imports.subscriberKnown',
    `SELECT EXISTS (SELECT 1 FROM subscribers WHERE email = $1)
         OR EXISTS (SELECT 1 FROM mail_suppressions WHERE email = $1) AS known`,
  ),
  // A reader confirming by the form meanwhile keeps their own row: the import adds nothing then.
  insertSubscription: statement(
    'imports.insertSubscription',
    `WITH subscriber AS (
       INSERT INTO subscribers (email, created_at) VALUES ($1, $3)
       ON CONFLICT (email) DO NOTHING RETURNING id)
     INSERT INTO subscriptions (subscriber_id, target, confirmed_at)
     SELECT id, $2, $3 FROM subscriber`,
  ),
};

/** RedirectStore on the pool. */
export function postgresRedirectStore(db: PgDb): RedirectStore {
  return {
    async redirectsByPaths(paths) {
      const keys = paths.filter(storable);
      if (keys.length === 0) return new Map();
      const rows = await db.rows<{ path: string; articleId: number }>(q.redirects(keys));
      return new Map(rows.map((row) => [row.path, row.articleId]));
    },
    async pathsByArticleIds(articleIds) {
      return pathsByArticle(
        await db.rows<{ path: string; articleId: number }>(q.ofArticles(articleIds)),
      );
    },
    insertRedirect: async (path, articleId, createdAt) =>
      storable(path) && (await db.run(q.insertRedirect(path, articleId, createdAt))) === 1,
  };
}

function importQueries(tx: Exec): ImportQueries {
  const locked = new Set<string>();
  return {
    async sourceArticle(source, sourceId) {
      if (!locked.has(source)) {
        await tx.rows(q.lockSource(source));
        locked.add(source);
      }
      return tx.first<{ articleId: number; digest: string }>(q.source(source, sourceId));
    },
    async linkSource(source, sourceId, articleId, digest) {
      await tx.run(q.linkSource(source, sourceId, articleId, digest));
    },
    userByHandle: async (handle) =>
      storable(handle) ? tx.first<UserRow>(q.userByHandle(handle)) : undefined,
    async insertUser(user) {
      const { handle, name, bio, role, passwordHash, createdAt } = user;
      return (await tx.first<UserRow>(
        q.insertUser(handle, name, bio ?? '', role, passwordHash, createdAt),
      ))!;
    },
    redirectTarget: async (path) =>
      (await tx.first<{ articleId: number }>(q.redirect(path)))?.articleId,
    async insertRedirect(path, articleId, createdAt) {
      await tx.run(q.insertRedirect(path, articleId, createdAt));
    },
    subscriberKnown: async (email) =>
      (await tx.first<{ known: boolean }>(q.subscriberKnown(email)))!.known,
    async insertSubscription(email, target, at) {
      await tx.run(q.insertSubscription(email, target, at));
    },
  };
}

/** The import engine over the pool: an import is one transaction on one client. */
export function postgresImportEngine(db: PgDb): ImportEngine {
  return {
    transaction: (work) => db.tx((tx) => runAsync(work(articleQueries(tx), importQueries(tx)))),
  };
}
