import {
  addComment,
  deleteComment,
  editComment,
  setCommentHidden,
  setCommentLike,
  type CommentEngine,
  type CommentQueries,
} from '../../domain/comments';
import { runSync } from '../../domain/work';
import type { CommentEdit, CommentOrder, CommentStore } from '../readingStores';
import { commentsVersion, type CommentsSummary } from '../commentsVersion';
import type { After, CommentRow, Page } from '../rows';
import { COLUMNS } from './commentColumns';
import { sqliteCommentModeration } from './commentModeration';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// The comments' queries on SQLite; each rule of domain/comments.ts runs in one IMMEDIATE
// transaction, so processes sharing the file take turns.

/** A hidden comment is listed for its author (first parameter) and editors (second, 1). */
const SEEN = `(hidden_at IS NULL OR author_id = ? OR ? = 1)`;

const THREADS = `SELECT ${COLUMNS} FROM comments
  WHERE article_id = ? AND list_parent_id IS NULL AND ${SEEN}`;

const statements = preparedOnce((db) => ({
  byIds: db.prepare(`SELECT ${COLUMNS} FROM comments WHERE id IN (SELECT value FROM json_each(?))`),
  OLDEST: db.prepare(`${THREADS} ORDER BY created_at, id LIMIT ?`),
  OLDEST_after: db.prepare(
    `${THREADS} AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?`,
  ),
  NEWEST: db.prepare(`${THREADS} ORDER BY created_at DESC, id DESC LIMIT ?`),
  NEWEST_after: db.prepare(
    `${THREADS} AND (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
  ),
  MOST_LIKED: db.prepare(`${THREADS} ORDER BY like_count DESC, id DESC LIMIT ?`),
  MOST_LIKED_after: db.prepare(
    `${THREADS} AND (like_count, id) < (?, ?) ORDER BY like_count DESC, id DESC LIMIT ?`,
  ),
  firstReplies: db.prepare(
    `SELECT * FROM (
       SELECT ${COLUMNS}, ROW_NUMBER() OVER (PARTITION BY list_parent_id ORDER BY created_at, id)
         AS position
       FROM comments WHERE list_parent_id IN (SELECT value FROM json_each(?)) AND ${SEEN})
     WHERE position <= ? ORDER BY listParentId, position`,
  ),
  replies: db.prepare(
    `SELECT ${COLUMNS} FROM comments WHERE list_parent_id = ? AND ${SEEN}
     ORDER BY created_at, id LIMIT ?`,
  ),
  repliesAfter: db.prepare(
    `SELECT ${COLUMNS} FROM comments WHERE list_parent_id = ? AND ${SEEN}
       AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?`,
  ),
  replyCounts: db.prepare(
    `SELECT list_parent_id AS id, COUNT(*) AS n FROM comments
     WHERE list_parent_id IN (SELECT value FROM json_each(?)) AND hidden_at IS NULL
     GROUP BY list_parent_id`,
  ),
  // A hidden comment counts for no one, and nor do the replies listed under it (to depth 2).
  counts: db.prepare(
    `SELECT c.article_id AS articleId, COUNT(*) AS n FROM comments c
     LEFT JOIN comments p ON p.id = c.list_parent_id
     LEFT JOIN comments g ON g.id = p.list_parent_id
     WHERE c.article_id IN (SELECT value FROM json_each(?)) AND c.deleted_at IS NULL
       AND c.hidden_at IS NULL AND p.hidden_at IS NULL AND g.hidden_at IS NULL
     GROUP BY c.article_id`,
  ),
  // What the viewer reaches: each comment shown to them (SEEN) under comments shown to them.
  summary: db.prepare(
    `SELECT COUNT(*) AS n, SUM(c.id) AS ids, MAX(c.edited_at) AS edited,
       MAX(c.deleted_at) AS deleted, SUM(CASE WHEN c.hidden_at IS NULL THEN 0 ELSE c.id END) AS hidden,
       SUM(CASE WHEN c.held_at IS NULL THEN 0 ELSE c.id END) AS held
     FROM comments c
     LEFT JOIN comments p ON p.id = c.list_parent_id
     LEFT JOIN comments g ON g.id = p.list_parent_id
     WHERE c.article_id = @article AND (c.hidden_at IS NULL OR c.author_id = @viewer OR @all = 1)
       AND (p.id IS NULL OR p.hidden_at IS NULL OR p.author_id = @viewer OR @all = 1)
       AND (g.id IS NULL OR g.hidden_at IS NULL OR g.author_id = @viewer OR @all = 1)`,
  ),
  settleReports: db.prepare(`DELETE FROM comment_reports WHERE comment_id = ?`),
  setVisibility: db.prepare(
    `UPDATE comments SET hidden_at = ?, held_at = ? WHERE id = ? RETURNING ${COLUMNS}`,
  ),
  approved: db.prepare(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM comments WHERE author_id = ? AND hidden_at IS NULL
     LIMIT ?)`,
  ),
  edits: db.prepare(
    `SELECT comment_id AS commentId, body, replaced_at AS replacedAt FROM comment_edits
     WHERE comment_id IN (SELECT value FROM json_each(?)) ORDER BY comment_id, id DESC`,
  ),
  likedBy: db.prepare(
    `SELECT comment_id AS id FROM comment_likes
     WHERE user_id = ? AND comment_id IN (SELECT value FROM json_each(?))`,
  ),
  one: db.prepare(`SELECT ${COLUMNS} FROM comments WHERE id = ?`),
  insert: db.prepare(
    `INSERT INTO comments (article_id, author_id, body, created_at, parent_id, list_parent_id,
       depth, held_at, hidden_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
  ),
  hasReplies: db.prepare(`SELECT EXISTS (SELECT 1 FROM comments WHERE parent_id = ?) AS yes`),
  remove: db.prepare(`DELETE FROM comments WHERE id = ?`),
  tombstone: db.prepare(
    `UPDATE comments SET body = '', deleted_at = ?, edited_at = NULL, like_count = 0
     WHERE id = ? RETURNING ${COLUMNS}`,
  ),
  forgetEdits: db.prepare(`DELETE FROM comment_edits WHERE comment_id = ?`),
  forgetLikes: db.prepare(`DELETE FROM comment_likes WHERE comment_id = ?`),
  insertEdit: db.prepare(
    `INSERT INTO comment_edits (comment_id, body, replaced_at) VALUES (?, ?, ?)`,
  ),
  updateBody: db.prepare(
    `UPDATE comments SET body = ?, edited_at = ? WHERE id = ? RETURNING ${COLUMNS}`,
  ),
  insertLike: db.prepare(
    `INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)`,
  ),
  removeLike: db.prepare(`DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?`),
  addToLikeCount: db.prepare(
    `UPDATE comments SET like_count = like_count + ? WHERE id = ? RETURNING ${COLUMNS}`,
  ),
}));

function page(rows: CommentRow[], first: number, order: CommentOrder): Page<CommentRow> {
  return {
    rows: rows
      .slice(0, first)
      .map((row) => ({ row, key: order === 'MOST_LIKED' ? row.likeCount : row.createdAt })),
    hasNextPage: rows.length > first,
  };
}

function commentQueries(db: FolioDatabase): CommentQueries {
  const s = statements(db);
  return {
    lockComment: (id) => s.one.get(id) as CommentRow | undefined,
    insertComment: (c) =>
      s.insert.get(
        c.articleId,
        c.authorId,
        c.body,
        c.createdAt,
        c.parentId,
        c.listParentId,
        c.depth,
        c.heldAt,
        c.heldAt,
      ) as CommentRow,
    hasReplies: (id) => (s.hasReplies.get(id) as { yes: number }).yes === 1,
    removeComment: (id) => void s.remove.run(id),
    tombstone: (id, at) => {
      s.forgetEdits.run(id);
      s.forgetLikes.run(id);
      return s.tombstone.get(at, id) as CommentRow;
    },
    insertEdit: (commentId, body, at) => void s.insertEdit.run(commentId, body, at),
    updateBody: (id, body, at) => s.updateBody.get(body, at, id) as CommentRow,
    insertLike: (commentId, userId, at) => s.insertLike.run(commentId, userId, at).changes === 1,
    removeLike: (commentId, userId) => s.removeLike.run(commentId, userId).changes === 1,
    addToLikeCount: (id, delta) => s.addToLikeCount.get(delta, id) as CommentRow,
    settleReports: (id) => void s.settleReports.run(id),
    setVisibility: (id, { hiddenAt, heldAt }) =>
      s.setVisibility.get(hiddenAt, heldAt, id) as CommentRow,
    approvedComments: (authorId, upTo) => (s.approved.get(authorId, upTo) as { n: number }).n,
  };
}

/** Adds a comment to a thread of its own, synchronously (also for suites writing the file). */
export function insertComment(
  db: FolioDatabase,
  articleId: number,
  authorId: number,
  body: string,
  createdAt: string,
): CommentRow {
  const row = { articleId, authorId, body, createdAt, parentId: null, listParentId: null };
  return commentQueries(db).insertComment({ ...row, depth: 0, heldAt: null }) as CommentRow;
}

/** The comment store on SQLite. */
export function sqliteCommentStore(db: FolioDatabase): CommentStore {
  const q = commentQueries(db);
  const engine: CommentEngine = {
    transaction: async (work) => db.transaction(() => runSync(work(q))).immediate(),
  };
  const s = () => statements(db);
  return {
    ...sqliteCommentModeration(db),
    commentsByIds: async (ids) => s().byIds.all(JSON.stringify(ids)) as CommentRow[],
    async threadsOfArticle(articleId, order, first, after, seen) {
      const viewer = [seen.viewerId, seen.all ? 1 : 0];
      const rows = (
        after
          ? s()[`${order}_after`].all(articleId, ...viewer, after.key, after.id, first + 1)
          : s()[order].all(articleId, ...viewer, first + 1)
      ) as CommentRow[];
      return page(rows, first, order);
    },
    async firstReplies(listParentIds, first, seen) {
      const json = JSON.stringify(listParentIds);
      const rows = s().firstReplies.all(
        json,
        seen.viewerId,
        seen.all ? 1 : 0,
        first + 1,
      ) as (CommentRow & {
        position?: number;
      })[];
      const lists = new Map<number, CommentRow[]>();
      for (const row of rows) {
        delete row.position;
        const list = lists.get(row.listParentId!) ?? [];
        list.push(row);
        lists.set(row.listParentId!, list);
      }
      return new Map([...lists].map(([id, list]) => [id, page(list, first, 'OLDEST')]));
    },
    async repliesOf(listParentId, first, after: After | null, seen) {
      const viewer = [seen.viewerId, seen.all ? 1 : 0];
      const rows = (
        after
          ? s().repliesAfter.all(listParentId, ...viewer, after.key, after.id, first + 1)
          : s().replies.all(listParentId, ...viewer, first + 1)
      ) as CommentRow[];
      return page(rows, first, 'OLDEST');
    },
    async replyCounts(ids) {
      const rows = s().replyCounts.all(JSON.stringify(ids)) as { id: number; n: number }[];
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    async commentCounts(articleIds) {
      const rows = s().counts.all(JSON.stringify(articleIds)) as { articleId: number; n: number }[];
      return new Map(rows.map((r) => [r.articleId, r.n]));
    },
    insertComment: async (articleId, authorId, body, createdAt) =>
      insertComment(db, articleId, authorId, body, createdAt),
    addComment: (draft) => addComment(engine, draft),
    editComment: (edit) => editComment(engine, edit),
    deleteComment: (remove) => deleteComment(engine, remove),
    setLike: (like) => setCommentLike(engine, like),
    setHidden: (change) => setCommentHidden(engine, change),
    async editsOf(ids) {
      const rows = s().edits.all(JSON.stringify(ids)) as (CommentEdit & { commentId: number })[];
      const edits = new Map<number, CommentEdit[]>();
      for (const { commentId, body, replacedAt } of rows) {
        edits.set(commentId, [...(edits.get(commentId) ?? []), { body, replacedAt }]);
      }
      return edits;
    },
    async likedBy(userId, ids) {
      const rows = s().likedBy.all(userId, JSON.stringify(ids)) as { id: number }[];
      return new Set(rows.map((r) => r.id));
    },
    async commentsVersion(articleId, seen) {
      const viewer = { article: articleId, viewer: seen.viewerId, all: seen.all ? 1 : 0 };
      const summary = s().summary.get(viewer);
      return commentsVersion(summary as CommentsSummary);
    },
  };
}
