import type { CommentReport, CommentStore } from '../readingStores';
import type { CommentRow } from '../rows';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';
import { COLUMNS } from './commentColumns';

// The moderation side of the comments' queries on SQLite: the queue, reports, and accounts an
// editor stopped commenting.

const statements = preparedOnce((db) => ({
  queue: db.prepare(
    `SELECT ${COLUMNS} FROM comments
     WHERE (hidden_at IS NOT NULL OR id IN (SELECT comment_id FROM comment_reports))
       AND deleted_at IS NULL AND id < ?
     ORDER BY id DESC LIMIT ?`,
  ),
  reports: db.prepare(
    `SELECT comment_id AS commentId, reason, created_at AS createdAt FROM comment_reports
     WHERE comment_id IN (SELECT value FROM json_each(?)) ORDER BY comment_id, created_at DESC`,
  ),
  report: db.prepare(
    `INSERT OR IGNORE INTO comment_reports (comment_id, user_id, reason, created_at)
     VALUES (?, ?, ?, ?)`,
  ),
  stopped: db.prepare(
    `SELECT id FROM users
     WHERE id IN (SELECT value FROM json_each(?)) AND comments_stopped_at IS NOT NULL`,
  ),
  setStopped: db.prepare(`UPDATE users SET comments_stopped_at = ? WHERE id = ?`),
}));

type Moderation = Pick<
  CommentStore,
  'reportComment' | 'moderationQueue' | 'reportsOf' | 'commentingStopped' | 'setCommentingStopped'
>;

/** The comment store's moderation queries on SQLite. */
export function sqliteCommentModeration(db: FolioDatabase): Moderation {
  const s = () => statements(db);
  return {
    reportComment: async (report) =>
      s().report.run(report.commentId, report.userId, report.reason, report.at).changes === 1,
    async moderationQueue(first, after) {
      const before = after ? after.id : Number.MAX_SAFE_INTEGER;
      const rows = s().queue.all(before, first + 1) as CommentRow[];
      return {
        rows: rows.slice(0, first).map((row) => ({ row, key: row.id })),
        hasNextPage: rows.length > first,
      };
    },
    async reportsOf(ids) {
      const rows = s().reports.all(JSON.stringify(ids)) as (CommentReport & {
        commentId: number;
      })[];
      const reports = new Map<number, CommentReport[]>();
      for (const { commentId, reason, createdAt } of rows) {
        reports.set(commentId, [...(reports.get(commentId) ?? []), { reason, createdAt }]);
      }
      return reports;
    },
    async commentingStopped(userIds) {
      const rows = s().stopped.all(JSON.stringify(userIds)) as { id: number }[];
      return new Set(rows.map((r) => r.id));
    },
    setCommentingStopped: async (userId, at) => s().setStopped.run(at, userId).changes === 1,
  };
}
