import {
  setArticleLike,
  type ArticleLikeEngine,
  type ArticleLikeQueries,
} from '../../domain/articleLikes';
import { runSync } from '../../domain/work';
import type { ArticleLikeStore } from '../readingStores';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// Readers' likes of articles on SQLite; the rule (domain/articleLikes.ts) runs in one IMMEDIATE
// transaction, so processes sharing the file take turns.

const statements = preparedOnce((db) => ({
  count: db.prepare(`SELECT like_count AS n FROM articles WHERE id = ?`),
  insert: db.prepare(
    `INSERT OR IGNORE INTO article_likes (article_id, user_id, created_at) VALUES (?, ?, ?)`,
  ),
  remove: db.prepare(`DELETE FROM article_likes WHERE article_id = ? AND user_id = ?`),
  add: db.prepare(
    `UPDATE articles SET like_count = like_count + ? WHERE id = ? RETURNING like_count AS n`,
  ),
  counts: db.prepare(
    `SELECT id, like_count AS n FROM articles WHERE id IN (SELECT value FROM json_each(?))`,
  ),
  likedBy: db.prepare(
    `SELECT article_id AS id FROM article_likes
     WHERE user_id = ? AND article_id IN (SELECT value FROM json_each(?))`,
  ),
}));

function likeQueries(db: FolioDatabase): ArticleLikeQueries {
  const s = statements(db);
  return {
    lockArticleLikes: (id) => (s.count.get(id) as { n: number } | undefined)?.n,
    insertArticleLike: (articleId, userId, at) => s.insert.run(articleId, userId, at).changes === 1,
    removeArticleLike: (articleId, userId) => s.remove.run(articleId, userId).changes === 1,
    addToArticleLikeCount: (id, delta) => (s.add.get(delta, id) as { n: number }).n,
  };
}

/** Article likes on SQLite. */
export function sqliteArticleLikeStore(db: FolioDatabase): ArticleLikeStore {
  const q = likeQueries(db);
  const engine: ArticleLikeEngine = {
    transaction: async (work) => db.transaction(() => runSync(work(q))).immediate(),
  };
  return {
    setLike: (like) => setArticleLike(engine, like),
    async likeCounts(ids) {
      const rows = statements(db).counts.all(JSON.stringify(ids)) as { id: number; n: number }[];
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    async likedBy(userId, ids) {
      const rows = statements(db).likedBy.all(userId, JSON.stringify(ids)) as { id: number }[];
      return new Set(rows.map((r) => r.id));
    },
  };
}
