import {
  commentPosted,
  type NotificationEngine,
  type NotificationQueries,
} from '../../domain/notifications';
import { runAsync } from '../../domain/work';
import {
  mentionsByComment,
  type CommentMention,
  UNREAD_COUNT_CAP,
  type NotificationRow,
  type NotificationStore,
} from '../notificationStores';
import type { Exec, PgDb } from './db';
import { statement } from './db';

// Notifications on PostgreSQL (SQLite's notifications.ts says why the reads join what they do).

const VISIBLE = `FROM notifications n
  JOIN articles a ON a.id = n.article_id AND a.status = 'PUBLISHED'
  LEFT JOIN comments c ON c.id = n.comment_id
  LEFT JOIN comments p ON p.id = c.list_parent_id
  LEFT JOIN comments g ON g.id = p.list_parent_id
  WHERE n.user_id = $1 AND (n.comment_id IS NULL OR (c.deleted_at IS NULL
    AND c.hidden_at IS NULL AND p.hidden_at IS NULL AND g.hidden_at IS NULL))`;
const COLUMNS = `n.id, n.kind AS type, n.article_id AS "articleId", n.comment_id AS "commentId",
  folio_iso(n.created_at) AS "createdAt", folio_iso(n.read_at) AS "readAt"`;

const q = {
  page: statement('notifications.page', `SELECT ${COLUMNS} ${VISIBLE} ORDER BY n.id DESC LIMIT $2`),
  pageAfter: statement(
    'notifications.pageAfter',
    `SELECT ${COLUMNS} ${VISIBLE} AND n.id < $2 ORDER BY n.id DESC LIMIT $3`,
  ),
  unread: statement(
    'notifications.unread',
    `SELECT COUNT(*)::int AS n FROM (SELECT 1 ${VISIBLE} AND n.read_at IS NULL
       LIMIT ${UNREAD_COUNT_CAP}) unread`,
  ),
  markRead: statement(
    'notifications.markRead',
    `UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id <= $2 AND read_at IS NULL`,
  ),
  commentAuthor: statement(
    'notifications.commentAuthor',
    `SELECT author_id AS "authorId" FROM comments WHERE id = $1`,
  ),
  notify: statement(
    'notifications.notify',
    `INSERT INTO notifications (user_id, kind, article_id, comment_id, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
  ),
  clearMentions: statement(
    'notifications.clearMentions',
    `DELETE FROM comment_mentions WHERE comment_id = $1`,
  ),
  addMentions: statement(
    'notifications.addMentions',
    `INSERT INTO comment_mentions (comment_id, user_id)
     SELECT $1, id FROM users WHERE handle = ANY($2::text[])`,
  ),
  mentions: statement(
    'notifications.mentions',
    `SELECT m.comment_id AS "commentId", u.handle FROM comment_mentions m
     JOIN users u ON u.id = m.user_id WHERE m.comment_id = ANY($1::bigint[])`,
  ),
  notifyHandles: statement(
    'notifications.notifyHandles',
    `INSERT INTO notifications (user_id, kind, article_id, comment_id, created_at)
     SELECT id, 'MENTION', $3, $4, $5 FROM users
     WHERE handle = ANY($1::text[]) AND id <> ALL($2::bigint[])
     ON CONFLICT DO NOTHING`,
  ),
  notifyFollowers: statement(
    'notifications.notifyFollowers',
    `INSERT INTO notifications (user_id, kind, article_id, created_at)
     SELECT user_id, 'NEW_ARTICLE', $1, $2 FROM (
       SELECT user_id FROM author_follows
       WHERE author_id = (SELECT author_id FROM articles WHERE id = $1)
       UNION
       SELECT tf.user_id FROM tag_follows tf JOIN article_tags at ON at.tag_id = tf.tag_id
       WHERE at.article_id = $1) followers
     WHERE user_id <> (SELECT author_id FROM articles WHERE id = $1)
     ON CONFLICT DO NOTHING`,
  ),
};

/** Notifies the followers of a newly published article's author and tags (articleWrites.ts). */
export function notifyFollowers(tx: Exec, articleId: number, at: string): Promise<number> {
  return tx.run(q.notifyFollowers(articleId, at));
}

function notificationQueries(tx: Exec): NotificationQueries {
  return {
    commentAuthor: async (id) =>
      (await tx.first<{ authorId: number }>(q.commentAuthor(id)))?.authorId,
    notify: async (userId, kind, articleId, commentId, at) =>
      void (await tx.run(q.notify(userId, kind, articleId, commentId, at))),
    async setMentions(commentId, handles) {
      await tx.run(q.clearMentions(commentId));
      if (handles.length) await tx.run(q.addMentions(commentId, handles));
    },
    notifyHandles: async (handles, except, comment, at) =>
      void (await tx.run(q.notifyHandles(handles, except, comment.articleId, comment.id, at))),
  };
}

/** The notification store over the pool. */
export function postgresNotificationStore(db: PgDb): NotificationStore {
  const engine: NotificationEngine = {
    transaction: (work) => db.tx((tx) => runAsync(work(notificationQueries(tx)))),
  };
  return {
    commentPosted: (posted) => commentPosted(engine, posted),
    async notificationsOf(userId, first, after) {
      const rows = after
        ? await db.rows<NotificationRow>(q.pageAfter(userId, after.id, first + 1))
        : await db.rows<NotificationRow>(q.page(userId, first + 1));
      return {
        rows: rows.slice(0, first).map((row) => ({ row, key: row.id })),
        hasNextPage: rows.length > first,
      };
    },
    unreadCount: async (userId) => (await db.first<{ n: number }>(q.unread(userId)))?.n ?? 0,
    async markRead(userId, upToId, at) {
      await db.run(q.markRead(userId, upToId, at));
    },
    commentMentions: async (commentIds) =>
      mentionsByComment(await db.rows<CommentMention>(q.mentions(commentIds))),
  };
}
