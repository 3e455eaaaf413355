import type { After, ArticleRow, Page } from '../rows';
import { keyedPage, type FollowRow, type FollowStore, type FollowTarget } from '../followStores';
import { ARTICLE_COLUMNS, timeKey } from './articles';
import type { PgDb } from './db';
import { statement } from './db';

// Follows and the reading list on PostgreSQL: each write one statement on the pair's primary
// key, so parallel follows from one reader leave one row (ON CONFLICT waits for the other).

const FOLLOWED = `FROM articles a WHERE a.status = 'PUBLISHED' AND a.author_id <> $1
  AND (a.author_id IN (SELECT author_id FROM author_follows WHERE user_id = $1)
    OR EXISTS (SELECT 1 FROM article_tags at JOIN tag_follows tf ON tf.tag_id = at.tag_id
               WHERE at.article_id = a.id AND tf.user_id = $1))`;
const NEWEST = `ORDER BY a.published_at DESC, a.id DESC`;
const SAVED = `FROM reading_list r JOIN articles a ON a.id = r.article_id
  WHERE r.user_id = $1 AND a.status = 'PUBLISHED'`;
const NEWEST_SAVED = `ORDER BY r.saved_at DESC, r.article_id DESC`;

function followStatements(table: string, column: string) {
  return {
    follow: statement(
      `follows.${table}.follow`,
      `INSERT INTO ${table} (user_id, ${column}, email, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, ${column}) DO UPDATE SET email = coalesce($5, ${table}.email)
       RETURNING email, folio_iso(created_at) AS "createdAt"`,
    ),
    unfollow: statement(
      `follows.${table}.unfollow`,
      `DELETE FROM ${table} WHERE user_id = $1 AND ${column} = $2`,
    ),
    of: statement(
      `follows.${table}.of`,
      `SELECT ${column} AS id, email, folio_iso(created_at) AS "createdAt" FROM ${table}
       WHERE user_id = $1 AND ${column} = ANY($2::bigint[])`,
    ),
  };
}

const q = {
  author: followStatements('author_follows', 'author_id'),
  tag: followStatements('tag_follows', 'tag_id'),
  following: statement(
    'follows.following',
    `SELECT ${ARTICLE_COLUMNS} ${FOLLOWED} ${NEWEST} LIMIT $2`,
  ),
  followingAfter: statement(
    'follows.followingAfter',
    `SELECT ${ARTICLE_COLUMNS} ${FOLLOWED}
       AND (a.published_at, a.id) < ($2::timestamptz, $3::bigint) ${NEWEST} LIMIT $4`,
  ),
  save: statement(
    'follows.save',
    `INSERT INTO reading_list (user_id, article_id, saved_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
  ),
  unsave: statement(
    'follows.unsave',
    `DELETE FROM reading_list WHERE user_id = $1 AND article_id = $2`,
  ),
  saved: statement(
    'follows.saved',
    `SELECT article_id AS id FROM reading_list
     WHERE user_id = $1 AND article_id = ANY($2::bigint[])`,
  ),
  readingList: statement(
    'follows.readingList',
    `SELECT ${ARTICLE_COLUMNS}, folio_iso(r.saved_at) AS "savedAt" ${SAVED} ${NEWEST_SAVED} LIMIT $2`,
  ),
  readingListAfter: statement(
    'follows.readingListAfter',
    `SELECT ${ARTICLE_COLUMNS}, folio_iso(r.saved_at) AS "savedAt" ${SAVED}
       AND (r.saved_at, r.article_id) < ($2::timestamptz, $3::bigint) ${NEWEST_SAVED} LIMIT $4`,
  ),
};

interface StoredFollow {
  id: number;
  email: number;
  createdAt: string;
}

const followRow = (row: { email: number; createdAt: string }): FollowRow => ({
  email: Number(row.email) === 1,
  createdAt: row.createdAt,
});

const NO_PAGE: Page<never> = { rows: [], hasNextPage: false };

/** The follow store over the pool. */
export function postgresFollowStore(db: PgDb): FollowStore {
  const of = (target: FollowTarget) =>
    'authorId' in target ? { s: q.author, id: target.authorId } : { s: q.tag, id: target.tagId };
  const flag = (email: boolean | null) => (email === null ? null : Number(email));
  return {
    async setFollow({ userId, target, following, email, at }) {
      const { s, id } = of(target);
      if (!following) {
        await db.run(s.unfollow(userId, id));
        return null;
      }
      const row = await db.first<StoredFollow>(
        s.follow(userId, id, Number(email ?? false), at, flag(email)),
      );
      return followRow(row!);
    },
    async authorFollows(userId, ids) {
      const rows = await db.rows<StoredFollow>(q.author.of(userId, ids));
      return new Map(rows.map((row) => [Number(row.id), followRow(row)]));
    },
    async tagFollows(userId, ids) {
      const rows = await db.rows<StoredFollow>(q.tag.of(userId, ids));
      return new Map(rows.map((row) => [Number(row.id), followRow(row)]));
    },
    async followingArticles(userId, first, after) {
      const key = after && timeKey(after);
      if (after && !key) return NO_PAGE;
      const rows = after
        ? await db.rows<ArticleRow>(q.followingAfter(userId, key, after.id, first + 1))
        : await db.rows<ArticleRow>(q.following(userId, first + 1));
      return keyedPage(rows, first, (row) => row.publishedAt ?? '');
    },
    async setSaved({ userId, articleId, saved, at }) {
      if (saved) await db.run(q.save(userId, articleId, at));
      else await db.run(q.unsave(userId, articleId));
    },
    async savedArticles(userId, ids) {
      const rows = await db.rows<{ id: number }>(q.saved(userId, ids));
      return new Set(rows.map((row) => Number(row.id)));
    },
    async readingList(userId, first, after: After | null) {
      const key = after && timeKey(after);
      if (after && !key) return NO_PAGE;
      const rows = after
        ? await db.rows<ArticleRow & { savedAt: string }>(
            q.readingListAfter(userId, key, after.id, first + 1),
          )
        : await db.rows<ArticleRow & { savedAt: string }>(q.readingList(userId, first + 1));
      return keyedPage(rows, first, (row) => row.savedAt);
    },
  };
}
