import {
  addComment,
  deleteComment,
  editComment,
  setCommentHidden,
  setCommentLike,
  type CommentEngine,
  type CommentQueries,
} from '../../domain/comments';
import { runAsync } from '../../domain/work';
import type { CommentEdit, CommentOrder, CommentStore } from '../readingStores';
import { commentsVersion, type CommentsSummary } from '../commentsVersion';
import type { After, CommentRow, Page } from '../rows';
import { timeKey } from './articles';
import { COLUMNS } from './commentColumns';
import { commentModeration } from './commentModeration';
import type { Exec, PgDb } from './db';
import { statement } from './db';

// The comments' queries on PostgreSQL; each rule of domain/comments.ts runs in one transaction
// that locks the comment's row first (SELECT … FOR UPDATE), so a reply cannot land on a comment
// being deleted, and a second like of one reader waits for the first and finds it.

/** A hidden comment is listed for its author ($2) and editors ($3). */
const SEEN = `(hidden_at IS NULL OR author_id = $2 OR $3::boolean)`;

const THREADS = `SELECT ${COLUMNS} FROM comments
  WHERE article_id = $1 AND list_parent_id IS NULL AND ${SEEN}`;

const q = {
  byIds: statement(
    'comments.byIds',
    `SELECT ${COLUMNS} FROM comments WHERE id = ANY($1::bigint[])`,
  ),
  OLDEST: statement('comments.oldest', `${THREADS} ORDER BY created_at, id LIMIT $4`),
  OLDEST_after: statement(
    'comments.oldestAfter',
    `${THREADS} AND (created_at, id) > ($4::timestamptz, $5::bigint)
     ORDER BY created_at, id LIMIT $6`,
  ),
  NEWEST: statement('comments.newest', `${THREADS} ORDER BY created_at DESC, id DESC LIMIT $4`),
  NEWEST_after: statement(
    'comments.newestAfter',
    `${THREADS} AND (created_at, id) < ($4::timestamptz, $5::bigint)
     ORDER BY created_at DESC, id DESC LIMIT $6`,
  ),
  MOST_LIKED: statement('comments.liked', `${THREADS} ORDER BY like_count DESC, id DESC LIMIT $4`),
  MOST_LIKED_after: statement(
    'comments.likedAfter',
    `${THREADS} AND (like_count, id) < ($4::integer, $5::bigint)
     ORDER BY like_count DESC, id DESC LIMIT $6`,
  ),
  firstReplies: statement(
    'comments.firstReplies',
    `SELECT ${COLUMNS} FROM (
       SELECT *, ROW_NUMBER() OVER (PARTITION BY list_parent_id ORDER BY created_at, id)
         AS position
       FROM comments WHERE list_parent_id = ANY($1::bigint[]) AND ${SEEN}) AS listed
     WHERE position <= $4 ORDER BY list_parent_id, position`,
  ),
  replies: statement(
    'comments.replies',
    `SELECT ${COLUMNS} FROM comments WHERE list_parent_id = $1 AND ${SEEN}
     ORDER BY created_at, id LIMIT $4`,
  ),
  repliesAfter: statement(
    'comments.repliesAfter',
    `SELECT ${COLUMNS} FROM comments
     WHERE list_parent_id = $1 AND ${SEEN}
       AND (created_at, id) > ($4::timestamptz, $5::bigint)
     ORDER BY created_at, id LIMIT $6`,
  ),
  replyCounts: statement(
    'comments.replyCounts',
    `SELECT list_parent_id AS id, count(*)::int AS n FROM comments
     WHERE list_parent_id = ANY($1::bigint[]) AND hidden_at IS NULL GROUP BY list_parent_id`,
  ),
  // A hidden comment counts for no one, and nor do the replies listed under it (to depth 2).
  counts: statement(
    'comments.counts',
    `SELECT c.article_id AS "articleId", count(*)::int AS n FROM comments c
     LEFT JOIN comments p ON p.id = c.list_parent_id
     LEFT JOIN comments g ON g.id = p.list_parent_id
     WHERE c.article_id = ANY($1::bigint[]) AND c.deleted_at IS NULL
       AND c.hidden_at IS NULL AND p.hidden_at IS NULL AND g.hidden_at IS NULL
     GROUP BY c.article_id`,
  ),
  // What the viewer reaches: each comment shown to them (SEEN) under comments shown to them.
  summary: statement(
    'comments.summary',
    `SELECT count(*)::int AS n, sum(c.id)::text AS ids, folio_iso(max(c.edited_at)) AS edited,
       folio_iso(max(c.deleted_at)) AS deleted,
       sum(CASE WHEN c.hidden_at IS NULL THEN 0 ELSE c.id END)::text AS hidden,
       sum(CASE WHEN c.held_at IS NULL THEN 0 ELSE c.id END)::text AS held
     FROM comments c
     LEFT JOIN comments p ON p.id = c.list_parent_id
     LEFT JOIN comments g ON g.id = p.list_parent_id
     WHERE c.article_id = $1 AND (c.hidden_at IS NULL OR c.author_id = $2 OR $3::boolean)
       AND (p.id IS NULL OR p.hidden_at IS NULL OR p.author_id = $2 OR $3::boolean)
       AND (g.id IS NULL OR g.hidden_at IS NULL OR g.author_id = $2 OR $3::boolean)`,
  ),
  settleReports: statement(
    'comments.settleReports',
    `DELETE FROM comment_reports WHERE comment_id = $1`,
  ),
  setVisibility: statement(
    'comments.setVisibility',
    `UPDATE comments SET hidden_at = $1, held_at = $2 WHERE id = $3 RETURNING ${COLUMNS}`,
  ),
  approved: statement(
    'comments.approved',
    `SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM comments WHERE author_id = $1
       AND hidden_at IS NULL LIMIT $2) AS approved`,
  ),
  edits: statement(
    'comments.edits',
    `SELECT comment_id AS "commentId", body, folio_iso(replaced_at) AS "replacedAt"
     FROM comment_edits WHERE comment_id = ANY($1::bigint[]) ORDER BY comment_id, id DESC`,
  ),
  likedBy: statement(
    'comments.likedBy',
    `SELECT comment_id AS id FROM comment_likes
     WHERE user_id = $1 AND comment_id = ANY($2::bigint[])`,
  ),
  lock: statement('comments.lock', `SELECT ${COLUMNS} FROM comments WHERE id = $1 FOR UPDATE`),
  insert: statement(
    'comments.insert',
    `INSERT INTO comments (article_id, author_id, body, created_at, parent_id, list_parent_id,
       depth, held_at, hidden_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     RETURNING ${COLUMNS}`,
  ),
  hasReplies: statement(
    'comments.hasReplies',
    `SELECT EXISTS (SELECT 1 FROM comments WHERE parent_id = $1) AS yes`,
  ),
  remove: statement('comments.remove', `DELETE FROM comments WHERE id = $1`),
  tombstone: statement(
    'comments.tombstone',
    `UPDATE comments SET body = '', deleted_at = $1, edited_at = NULL, like_count = 0
     WHERE id = $2 RETURNING ${COLUMNS}`,
  ),
  forgetEdits: statement('comments.forgetEdits', `DELETE FROM comment_edits WHERE comment_id = $1`),
  forgetLikes: statement('comments.forgetLikes', `DELETE FROM comment_likes WHERE comment_id = $1`),
  insertEdit: statement(
    'comments.insertEdit',
    `INSERT INTO comment_edits (comment_id, body, replaced_at) VALUES ($1, $2, $3)`,
  ),
  updateBody: statement(
    'comments.updateBody',
    `UPDATE comments SET body = $1, edited_at = $2 WHERE id = $3 RETURNING ${COLUMNS}`,
  ),
  insertLike: statement(
    'comments.insertLike',
    `INSERT INTO comment_likes (comment_id, user_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
  ),
  removeLike: statement(
    'comments.removeLike',
    `DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2`,
  ),
  addToLikeCount: statement(
    'comments.addToLikeCount',
    `UPDATE comments SET like_count = like_count + $1 WHERE id = $2 RETURNING ${COLUMNS}`,
  ),
};

function page(rows: CommentRow[], first: number, order: CommentOrder): Page<CommentRow> {
  return {
    rows: rows
      .slice(0, first)
      .map((row) => ({ row, key: order === 'MOST_LIKED' ? row.likeCount : row.createdAt })),
    hasNextPage: rows.length > first,
  };
}

function commentQueries(tx: Exec): CommentQueries {
  return {
    lockComment: (id) => tx.first<CommentRow>(q.lock(id)),
    insertComment: async (c) =>
      (await tx.first<CommentRow>(
        q.insert(
          c.articleId,
          c.authorId,
          c.body,
          c.createdAt,
          c.parentId,
          c.listParentId,
          c.depth,
          c.heldAt,
        ),
      ))!,
    hasReplies: async (id) => (await tx.first<{ yes: boolean }>(q.hasReplies(id)))!.yes,
    removeComment: async (id) => void (await tx.run(q.remove(id))),
    tombstone: async (id, at) => {
      await tx.run(q.forgetEdits(id));
      await tx.run(q.forgetLikes(id));
      return (await tx.first<CommentRow>(q.tombstone(at, id)))!;
    },
    insertEdit: async (commentId, body, at) =>
      void (await tx.run(q.insertEdit(commentId, body, at))),
    updateBody: async (id, body, at) => (await tx.first<CommentRow>(q.updateBody(body, at, id)))!,
    insertLike: async (commentId, userId, at) =>
      (await tx.run(q.insertLike(commentId, userId, at))) === 1,
    removeLike: async (commentId, userId) => (await tx.run(q.removeLike(commentId, userId))) === 1,
    addToLikeCount: async (id, delta) => (await tx.first<CommentRow>(q.addToLikeCount(delta, id)))!,
    settleReports: async (id) => void (await tx.run(q.settleReports(id))),
    setVisibility: async (id, { hiddenAt, heldAt }) =>
      (await tx.first<CommentRow>(q.setVisibility(hiddenAt, heldAt, id)))!,
    approvedComments: async (authorId, upTo) =>
      (await tx.first<{ n: number }>(q.approved(authorId, upTo)))!.n,
  };
}

/** The comment store on PostgreSQL. */
export function commentStore(db: PgDb): CommentStore {
  const engine: CommentEngine = {
    transaction: (work) => db.tx((tx) => runAsync(work(commentQueries(tx)))),
  };
  return {
    ...commentModeration(db),
    commentsByIds: (ids) => db.rows<CommentRow>(q.byIds(ids)),
    async threadsOfArticle(articleId, order, first, after, seen) {
      const viewer = [articleId, seen.viewerId, seen.all];
      let rows: CommentRow[];
      if (!after) rows = await db.rows<CommentRow>(q[order](...viewer, first + 1));
      else {
        const key = order === 'MOST_LIKED' ? after.key : timeKey(after);
        if (key === null) return { rows: [], hasNextPage: false };
        rows = await db.rows<CommentRow>(q[`${order}_after`](...viewer, key, after.id, first + 1));
      }
      return page(rows, first, order);
    },
    async firstReplies(listParentIds, first, seen) {
      const rows = await db.rows<CommentRow>(
        q.firstReplies(listParentIds, seen.viewerId, seen.all, first + 1),
      );
      const lists = new Map<number, CommentRow[]>();
      for (const row of rows) {
        const list = lists.get(row.listParentId!) ?? [];
        list.push(row);
        lists.set(row.listParentId!, list);
      }
      return new Map([...lists].map(([id, list]) => [id, page(list, first, 'OLDEST')]));
    },
    async repliesOf(listParentId, first, after: After | null, seen) {
      const key = after && timeKey(after);
      if (after && !key) return { rows: [], hasNextPage: false };
      const viewer = [listParentId, seen.viewerId, seen.all];
      const rows = await db.rows<CommentRow>(
        after
          ? q.repliesAfter(...viewer, key, after.id, first + 1)
          : q.replies(...viewer, first + 1),
      );
      return page(rows, first, 'OLDEST');
    },
    async replyCounts(ids) {
      const rows = await db.rows<{ id: number; n: number }>(q.replyCounts(ids));
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    async commentCounts(articleIds) {
      const rows = await db.rows<{ articleId: number; n: number }>(q.counts(articleIds));
      return new Map(rows.map((r) => [r.articleId, r.n]));
    },
    insertComment: async (articleId, authorId, body, createdAt) =>
      (await db.first<CommentRow>(
        q.insert(articleId, authorId, body, createdAt, null, null, 0, null),
      ))!,
    addComment: (draft) => addComment(engine, draft),
    editComment: (edit) => editComment(engine, edit),
    deleteComment: (remove) => deleteComment(engine, remove),
    setLike: (like) => setCommentLike(engine, like),
    setHidden: (change) => setCommentHidden(engine, change),
    async editsOf(ids) {
      const rows = await db.rows<CommentEdit & { commentId: number }>(q.edits(ids));
      const edits = new Map<number, CommentEdit[]>();
      for (const { commentId, body, replacedAt } of rows) {
        edits.set(commentId, [...(edits.get(commentId) ?? []), { body, replacedAt }]);
      }
      return edits;
    },
    async likedBy(userId, ids) {
      const rows = await db.rows<{ id: number }>(q.likedBy(userId, ids));
      return new Set(rows.map((r) => r.id));
    },
    async commentsVersion(articleId, seen) {
      const summary = await db.first<CommentsSummary>(
        q.summary(articleId, seen.viewerId, seen.all),
      );
      return commentsVersion(summary!);
    },
  };
}
