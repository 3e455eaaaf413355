import {
  setArticleLike,
  type ArticleLikeEngine,
  type ArticleLikeQueries,
} from '../../domain/articleLikes';
import { runAsync } from '../../domain/work';
import type { ArticleLikeStore } from '../readingStores';
import type { Exec, PgDb } from './db';
import { statement } from './db';

// Readers' likes of articles on PostgreSQL; the rule (domain/articleLikes.ts) runs in one
// transaction that locks the article's row first, so a second like of one reader waits for the
// first and finds it.

const q = {
  lock: statement(
    'articleLikes.lock',
    `SELECT like_count AS n FROM articles WHERE id = $1 FOR UPDATE`,
  ),
  insert: statement(
    'articleLikes.insert',
    `INSERT INTO article_likes (article_id, user_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
  ),
  remove: statement(
    'articleLikes.remove',
    `DELETE FROM article_likes WHERE article_id = $1 AND user_id = $2`,
  ),
  add: statement(
    'articleLikes.add',
    `UPDATE articles SET like_count = like_count + $1 WHERE id = $2 RETURNING like_count AS n`,
  ),
  counts: statement(
    'articleLikes.counts',
    `SELECT id, like_count AS n FROM articles WHERE id = ANY($1::bigint[])`,
  ),
  likedBy: statement(
    'articleLikes.likedBy',
    `SELECT article_id AS id FROM article_likes
     WHERE user_id = $1 AND article_id = ANY($2::bigint[])`,
  ),
};

function likeQueries(tx: Exec): ArticleLikeQueries {
  return {
    lockArticleLikes: async (id) => (await tx.first<{ n: number }>(q.lock(id)))?.n,
    insertArticleLike: async (articleId, userId, at) =>
      (await tx.run(q.insert(articleId, userId, at))) === 1,
    removeArticleLike: async (articleId, userId) =>
      (await tx.run(q.remove(articleId, userId))) === 1,
    addToArticleLikeCount: async (id, delta) =>
      (await tx.first<{ n: number }>(q.add(delta, id)))!.n,
  };
}

/** Article likes on PostgreSQL. */
export function articleLikeStore(db: PgDb): ArticleLikeStore {
  const engine: ArticleLikeEngine = {
    transaction: (work) => db.tx((tx) => runAsync(work(likeQueries(tx)))),
  };
  return {
    setLike: (like) => setArticleLike(engine, like),
    async likeCounts(ids) {
      const rows = await db.rows<{ id: number; n: number }>(q.counts(ids));
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    async likedBy(userId, ids) {
      const rows = await db.rows<{ id: number }>(q.likedBy(userId, ids));
      return new Set(rows.map((r) => r.id));
    },
  };
}
