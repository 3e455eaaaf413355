import type { RedirectStore } from '../importStores';
import type { ImportEngine, ImportQueries } from '../../domain/imports';
import { runSync } from '../../domain/work';
import { pathsByArticle } from '../importStores';
import { articleQueries } from './articleWrites';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';
import { insertUser, userByHandle } from './users';

// Redirects and imports on SQLite: queries only (the rules are domain/redirects.ts and
// domain/imports.ts). An import runs in one IMMEDIATE transaction, as an article write does.

const statements = preparedOnce((db) => ({
  redirects: db.prepare(
    `SELECT path, article_id AS articleId FROM redirects
     WHERE path IN (SELECT value FROM json_each(?))`,
  ),
  redirect: db.prepare(`SELECT article_id FROM redirects WHERE path = ?`).pluck(),
  ofArticles: db.prepare(
    `SELECT path, article_id AS articleId FROM redirects
     WHERE article_id IN (SELECT value FROM json_each(?)) ORDER BY path`,
  ),
  insertRedirect: db.prepare(
    `INSERT INTO redirects (path, article_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (path) DO NOTHING`,
  ),
  source: db.prepare(
    `SELECT article_id AS articleId, digest FROM import_sources
     WHERE source = ? AND source_id = ?`,
  ),
  linkSource: db.prepare(
    `INSERT INTO import_sources (source, source_id, article_id, digest) VALUES (?, ?, ?, ?)
     ON CONFLICT (source, source_id)
     DO UPDATE SET article_id = excluded.article_id, digest = excluded.digest`,
  ),
  subscriberKnown: db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM subscribers WHERE email = ?)
           OR EXISTS (SELECT 1 FROM mail_suppressions WHERE email = ?)`,
    )
    .pluck(),
  insertSubscriber: db.prepare(`INSERT INTO subscribers (email, created_at) VALUES (?, ?)`),
  insertSubscription: db.prepare(
    `INSERT INTO subscriptions (subscriber_id, target, confirmed_at) VALUES (?, ?, ?)`,
  ),
}));

/** RedirectStore on one connection. */
export function sqliteRedirectStore(db: FolioDatabase): RedirectStore {
  const s = statements(db);
  return {
    async redirectsByPaths(paths) {
      const rows = s.redirects.all(JSON.stringify(paths)) as { path: string; articleId: number }[];
      return new Map(rows.map((row) => [row.path, row.articleId]));
    },
    async pathsByArticleIds(articleIds) {
      const rows = s.ofArticles.all(JSON.stringify(articleIds)) as {
        path: string;
        articleId: number;
      }[];
      return pathsByArticle(rows);
    },
    insertRedirect: async (path, articleId, createdAt) =>
      s.insertRedirect.run(path, articleId, createdAt).changes === 1,
  };
}

function importQueries(db: FolioDatabase): ImportQueries {
  const s = statements(db);
  return {
    sourceArticle: (source, sourceId) =>
      s.source.get(source, sourceId) as { articleId: number; digest: string } | undefined,
    linkSource: (source, sourceId, articleId, digest) =>
      void s.linkSource.run(source, sourceId, articleId, digest),
    userByHandle: (handle) => userByHandle(db, handle),
    insertUser(user) {
      const row = insertUser(db, user);
      if (!row) throw new Error(`The handle ${user.handle} was taken during the import`);
      return row;
    },
    redirectTarget: (path) => s.redirect.get(path) as number | undefined,
    insertRedirect: (path, articleId, createdAt) =>
      void s.insertRedirect.run(path, articleId, createdAt),
    subscriberKnown: (email) => s.subscriberKnown.get(email, email) === 1,
    insertSubscription(email, target, at) {
      const { lastInsertRowid } = s.insertSubscriber.run(email, at);
      s.insertSubscription.run(lastInsertRowid, target, at);
    },
  };
}

/** The import engine over one better-sqlite3 connection. */
export function sqliteImportEngine(db: FolioDatabase): ImportEngine {
  const q = articleQueries(db);
  const i = importQueries(db);
  return {
    async transaction(work) {
      return db.transaction(() => runSync(work(q, i))).immediate();
    },
  };
}
