import type { After, ArticleRow } from '../rows';
import { keyedPage, type FollowRow, type FollowStore, type FollowTarget } from '../followStores';
import { ARTICLE_COLUMNS } from './articles';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// Follows and the reading list on SQLite: each write one statement on the pair's primary key,
// so a repeated or parallel follow leaves one row.

// The followed articles walk the published index newest first and stop at the page's end.
const FOLLOWED = `FROM articles a WHERE a.status = 'PUBLISHED' AND a.author_id != @user
  AND (a.author_id IN (SELECT author_id FROM author_follows WHERE user_id = @user)
    OR EXISTS (SELECT 1 FROM article_tags at JOIN tag_follows tf ON tf.tag_id = at.tag_id
               WHERE at.article_id = a.id AND tf.user_id = @user))`;
const NEWEST = `ORDER BY a.published_at DESC, a.id DESC LIMIT @limit`;
const SAVED = `FROM reading_list r JOIN articles a ON a.id = r.article_id
  WHERE r.user_id = @user AND a.status = 'PUBLISHED'`;
const NEWEST_SAVED = `ORDER BY r.saved_at DESC, r.article_id DESC LIMIT @limit`;

function followStatements(db: FolioDatabase, table: string, column: string) {
  return {
    follow: db.prepare(
      `INSERT INTO ${table} (user_id, ${column}, email, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET email = coalesce(?, email)
       RETURNING email, created_at AS createdAt`,
    ),
    unfollow: db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND ${column} = ?`),
    of: db.prepare(
      `SELECT ${column} AS id, email, created_at AS createdAt FROM ${table}
       WHERE user_id = ? AND ${column} IN (SELECT value FROM json_each(?))`,
    ),
  };
}

const statements = preparedOnce((db) => ({
  author: followStatements(db, 'author_follows', 'author_id'),
  tag: followStatements(db, 'tag_follows', 'tag_id'),
  following: db.prepare(`SELECT ${ARTICLE_COLUMNS} ${FOLLOWED} ${NEWEST}`),
  followingAfter: db.prepare(
    `SELECT ${ARTICLE_COLUMNS} ${FOLLOWED} AND (a.published_at, a.id) < (@key, @id) ${NEWEST}`,
  ),
  save: db.prepare(
    `INSERT INTO reading_list (user_id, article_id, saved_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
  ),
  unsave: db.prepare(`DELETE FROM reading_list WHERE user_id = ? AND article_id = ?`),
  saved: db
    .prepare(
      `SELECT article_id FROM reading_list
       WHERE user_id = ? AND article_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck(),
  readingList: db.prepare(
    `SELECT ${ARTICLE_COLUMNS}, r.saved_at AS savedAt ${SAVED} ${NEWEST_SAVED}`,
  ),
  readingListAfter: db.prepare(
    `SELECT ${ARTICLE_COLUMNS}, r.saved_at AS savedAt ${SAVED}
       AND (r.saved_at, r.article_id) < (@key, @id) ${NEWEST_SAVED}`,
  ),
}));

interface StoredFollow {
  id: number;
  email: number;
  createdAt: string;
}

const followRow = (row: { email: number; createdAt: string }): FollowRow => ({
  email: row.email === 1,
  createdAt: row.createdAt,
});

function follows(rows: StoredFollow[]): Map<number, FollowRow> {
  return new Map(rows.map((row) => [row.id, followRow(row)]));
}

/** The follow store over one better-sqlite3 connection. */
export function sqliteFollowStore(db: FolioDatabase): FollowStore {
  const s = () => statements(db);
  const of = (target: FollowTarget) =>
    'authorId' in target
      ? { q: s().author, id: target.authorId }
      : { q: s().tag, id: target.tagId };
  const flag = (email: boolean | null) => (email === null ? null : Number(email));
  return {
    async setFollow({ userId, target, following, email, at }) {
      const { q, id } = of(target);
      if (!following) {
        q.unfollow.run(userId, id);
        return null;
      }
      const row = q.follow.get(userId, id, Number(email ?? false), at, flag(email));
      return followRow(row as { email: number; createdAt: string });
    },
    authorFollows: async (userId, ids) =>
      follows(s().author.of.all(userId, JSON.stringify(ids)) as StoredFollow[]),
    tagFollows: async (userId, ids) =>
      follows(s().tag.of.all(userId, JSON.stringify(ids)) as StoredFollow[]),
    async followingArticles(userId, first, after) {
      const limit = first + 1;
      const rows = after
        ? s().followingAfter.all({ user: userId, key: after.key, id: after.id, limit })
        : s().following.all({ user: userId, limit });
      return keyedPage(rows as ArticleRow[], first, (row) => row.publishedAt ?? '');
    },
    async setSaved({ userId, articleId, saved, at }) {
      if (saved) s().save.run(userId, articleId, at);
      else s().unsave.run(userId, articleId);
    },
    savedArticles: async (userId, ids) =>
      new Set(s().saved.all(userId, JSON.stringify(ids)) as number[]),
    async readingList(userId, first, after: After | null) {
      const limit = first + 1;
      const rows = after
        ? s().readingListAfter.all({ user: userId, key: after.key, id: after.id, limit })
        : s().readingList.all({ user: userId, limit });
      return keyedPage(rows as (ArticleRow & { savedAt: string })[], first, (row) => row.savedAt);
    },
  };
}
