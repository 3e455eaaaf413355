import type { CommentReport, CommentStore } from '../readingStores';
import type { CommentRow } from '../rows';
import { COLUMNS } from './commentColumns';
import type { PgDb } from './db';
import { statement } from './db';

// The moderation side of the comments' queries on PostgreSQL: the queue, reports, and accounts
// an editor stopped commenting.

const q = {
  queue: statement(
    'comments.queue',
    `SELECT ${COLUMNS} FROM comments
     WHERE (hidden_at IS NOT NULL OR id IN (SELECT comment_id FROM comment_reports))
       AND deleted_at IS NULL AND id < $1
     ORDER BY id DESC LIMIT $2`,
  ),
  reports: statement(
    'comments.reports',
    `SELECT comment_id AS "commentId", reason, folio_iso(created_at) AS "createdAt"
     FROM comment_reports WHERE comment_id = ANY($1::bigint[])
     ORDER BY comment_id, created_at DESC`,
  ),
  report: statement(
    'comments.report',
    `INSERT INTO comment_reports (comment_id, user_id, reason, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
  ),
  stopped: statement(
    'comments.stopped',
    `SELECT id FROM users WHERE id = ANY($1::bigint[]) AND comments_stopped_at IS NOT NULL`,
  ),
  setStopped: statement(
    'comments.setStopped',
    `UPDATE users SET comments_stopped_at = $1 WHERE id = $2`,
  ),
};

type Moderation = Pick<
  CommentStore,
  'reportComment' | 'moderationQueue' | 'reportsOf' | 'commentingStopped' | 'setCommentingStopped'
>;

/** The comment store's moderation queries on PostgreSQL. */
export function commentModeration(db: PgDb): Moderation {
  return {
    reportComment: async (report) =>
      (await db.run(q.report(report.commentId, report.userId, report.reason, report.at))) === 1,
    async moderationQueue(first, after) {
      const before = after ? after.id : Number.MAX_SAFE_INTEGER;
      const rows = await db.rows<CommentRow>(q.queue(before, first + 1));
      return {
        rows: rows.slice(0, first).map((row) => ({ row, key: row.id })),
        hasNextPage: rows.length > first,
      };
    },
    async reportsOf(ids) {
      const rows = await db.rows<CommentReport & { commentId: number }>(q.reports(ids));
      const reports = new Map<number, CommentReport[]>();
      for (const { commentId, reason, createdAt } of rows) {
        reports.set(commentId, [...(reports.get(commentId) ?? []), { reason, createdAt }]);
      }
      return reports;
    },
    async commentingStopped(userIds) {
      const rows = await db.rows<{ id: number }>(q.stopped(userIds));
      return new Set(rows.map((r) => r.id));
    },
    setCommentingStopped: async (userId, at) => (await db.run(q.setStopped(at, userId))) === 1,
  };
}
