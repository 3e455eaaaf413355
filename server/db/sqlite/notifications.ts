import {
  commentPosted,
  type NotificationEngine,
  type NotificationQueries,
} from '../../domain/notifications';
import { runSync } from '../../domain/work';
import {
  mentionsByComment,
  UNREAD_COUNT_CAP,
  type CommentMention,
  type NotificationRow,
  type NotificationStore,
} from '../notificationStores';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// Notifications on SQLite. The reads keep only what the reader may see now (see
// domain/notifications.ts), joined per row: a page or the capped count reads no more than it shows.

const VISIBLE = `FROM notifications n
  JOIN articles a ON a.id = n.article_id AND a.status = 'PUBLISHED'
  LEFT JOIN comments c ON c.id = n.comment_id
  LEFT JOIN comments p ON p.id = c.list_parent_id
  LEFT JOIN comments g ON g.id = p.list_parent_id
  WHERE n.user_id = @user AND (n.comment_id IS NULL OR (c.deleted_at IS NULL
    AND c.hidden_at IS NULL AND p.hidden_at IS NULL AND g.hidden_at IS NULL))`;
const COLUMNS = `n.id, n.kind AS type, n.article_id AS articleId, n.comment_id AS commentId,
  n.created_at AS createdAt, n.read_at AS readAt`;

const statements = preparedOnce((db) => ({
  page: db.prepare(`SELECT ${COLUMNS} ${VISIBLE} ORDER BY n.id DESC LIMIT @limit`),
  pageAfter: db.prepare(
    `SELECT ${COLUMNS} ${VISIBLE} AND n.id < @id ORDER BY n.id DESC LIMIT @limit`,
  ),
  unread: db
    .prepare(
      `SELECT COUNT(*) FROM (SELECT 1 ${VISIBLE} AND n.read_at IS NULL LIMIT ${UNREAD_COUNT_CAP})`,
    )
    .pluck(),
  markRead: db.prepare(
    `UPDATE notifications SET read_at = ? WHERE user_id = ? AND id <= ? AND read_at IS NULL`,
  ),
  commentAuthor: db.prepare(`SELECT author_id FROM comments WHERE id = ?`).pluck(),
  notify: db.prepare(
    `INSERT INTO notifications (user_id, kind, article_id, comment_id, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  ),
  clearMentions: db.prepare(`DELETE FROM comment_mentions WHERE comment_id = ?`),
  addMentions: db.prepare(
    `INSERT INTO comment_mentions (comment_id, user_id)
     SELECT ?, id FROM users WHERE handle IN (SELECT value FROM json_each(?))`,
  ),
  mentions: db.prepare(
    `SELECT m.comment_id AS commentId, u.handle FROM comment_mentions m
     JOIN users u ON u.id = m.user_id
     WHERE m.comment_id IN (SELECT value FROM json_each(?))`,
  ),
  notifyHandles: db.prepare(
    `INSERT INTO notifications (user_id, kind, article_id, comment_id, created_at)
     SELECT id, 'MENTION', @article, @comment, @at FROM users
     WHERE handle IN (SELECT value FROM json_each(@handles))
       AND id NOT IN (SELECT value FROM json_each(@except))
     ON CONFLICT DO NOTHING`,
  ),
  // A new article's followers, of its author or of any of its tags, each once, never its author.
  notifyFollowers: db.prepare(
    `INSERT INTO notifications (user_id, kind, article_id, created_at)
     SELECT user_id, 'NEW_ARTICLE', @article, @at FROM (
       SELECT user_id FROM author_follows
       WHERE author_id = (SELECT author_id FROM articles WHERE id = @article)
       UNION
       SELECT tf.user_id FROM tag_follows tf JOIN article_tags at ON at.tag_id = tf.tag_id
       WHERE at.article_id = @article)
     WHERE user_id != (SELECT author_id FROM articles WHERE id = @article)
     ON CONFLICT DO NOTHING`,
  ),
}));

/** Notifies the followers of a newly published article's author and tags (articleWrites.ts). */
export function notifyFollowers(db: FolioDatabase, articleId: number, at: string): number {
  return statements(db).notifyFollowers.run({ article: articleId, at }).changes;
}

function notificationQueries(db: FolioDatabase): NotificationQueries {
  const s = statements(db);
  return {
    commentAuthor: (id) => s.commentAuthor.get(id) as number | undefined,
    notify: (userId, kind, articleId, commentId, at) =>
      void s.notify.run(userId, kind, articleId, commentId, at),
    setMentions(commentId, handles) {
      s.clearMentions.run(commentId);
      if (handles.length) s.addMentions.run(commentId, JSON.stringify(handles));
    },
    notifyHandles: (handles, except, comment, at) =>
      void s.notifyHandles.run({
        handles: JSON.stringify(handles),
        except: JSON.stringify(except),
        article: comment.articleId,
        comment: comment.id,
        at,
      }),
  };
}

/** The notification store over one better-sqlite3 connection. */
export function sqliteNotificationStore(db: FolioDatabase): NotificationStore {
  const engine: NotificationEngine = {
    transaction: async (work) =>
      db.transaction(() => runSync(work(notificationQueries(db)))).immediate(),
  };
  return {
    commentPosted: (posted) => commentPosted(engine, posted),
    async notificationsOf(userId, first, after) {
      const s = statements(db);
      const limit = first + 1;
      const rows = (
        after
          ? s.pageAfter.all({ user: userId, id: after.id, limit })
          : s.page.all({ user: userId, limit })
      ) as NotificationRow[];
      return {
        rows: rows.slice(0, first).map((row) => ({ row, key: row.id })),
        hasNextPage: rows.length > first,
      };
    },
    unreadCount: async (userId) => statements(db).unread.get({ user: userId }) as number,
    async markRead(userId, upToId, at) {
      statements(db).markRead.run(at, userId, upToId);
    },
    async commentMentions(commentIds) {
      const rows = statements(db).mentions.all(JSON.stringify(commentIds)) as CommentMention[];
      return mentionsByComment(rows);
    },
  };
}
