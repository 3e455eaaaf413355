// The comment rules (issue 29), decided once for both engines: where a reply is listed, what
// an edit keeps, when a deletion leaves a tombstone, and that a reader likes a comment once.
// Each runs in one transaction that holds the comment it changes (SQLite: an IMMEDIATE
// transaction; PostgreSQL: the row locked), so a reply cannot land on a comment being deleted
// and parallel likes of one reader count once.
import type { CommentRow } from '../db/rows';
import { ask, type Answer, type Work } from './work';

/** The deepest level a reply is shown at; replies to it are listed beside it. */
export const MAX_COMMENT_DEPTH = 2;

/** What the comment rules ask of an engine. */
export interface CommentQueries {
  /** The comment, held against other writers until the transaction ends. */
  lockComment(id: number): Answer<CommentRow | undefined>;
  insertComment(comment: NewComment): Answer<CommentRow>;
  /** Whether any comment answers or is listed under this one. */
  hasReplies(id: number): Answer<boolean>;
  removeComment(id: number): Answer<void>;
  /** Empties the comment's text and its earlier texts and marks it deleted. */
  tombstone(id: number, at: string): Answer<CommentRow>;
  /** Keeps the text being replaced, for editors. */
  insertEdit(commentId: number, body: string, at: string): Answer<void>;
  updateBody(id: number, body: string, at: string): Answer<CommentRow>;
  /** Records the like; false when this reader already liked it. */
  insertLike(commentId: number, userId: number, at: string): Answer<boolean>;
  /** Forgets the like; false when there was none. */
  removeLike(commentId: number, userId: number): Answer<boolean>;
  addToLikeCount(id: number, delta: number): Answer<CommentRow>;
  /** Sets when the comment was hidden and held (null: not). */
  setVisibility(
    id: number,
    visibility: { hiddenAt: string | null; heldAt: null },
  ): Answer<CommentRow>;
  /** Forgets the reports against the comment: a moderator has decided on it. */
  settleReports(id: number): Answer<void>;
  /** How many of the author's comments are shown (neither held nor hidden), counted to `upTo`. */
  approvedComments(authorId: number, upTo: number): Answer<number>;
}

export interface NewComment {
  articleId: number;
  authorId: number;
  body: string;
  createdAt: string;
  parentId: number | null;
  listParentId: number | null;
  depth: number;
  /** When it is held for approval (the time it was written), else null. */
  heldAt: string | null;
}

/** An engine's way of running the comment rules: one transaction each. */
export interface CommentEngine {
  transaction<T>(work: (q: CommentQueries) => Work<T>): Promise<T>;
}

/** A new comment or reply; `parentId` must be a live comment on the same article. */
export interface CommentDraft {
  articleId: number;
  authorId: number;
  body: string;
  parentId: number | null;
  at: string;
  /** The site's setting (0 for staff): the author's comments are held until this many are approved. */
  holdUntilApproved: number;
}

/** A new comment, or why not: the comment it answers is gone (deleted, or not on this article). */
export type AddOutcome = { comment: CommentRow } | { refused: 'parentGone' };

/** What a deletion did: the row is gone, or kept as a tombstone for its replies; or nothing. */
export type DeleteOutcome = { removed: CommentRow } | { tombstone: CommentRow } | null;

/** Adds a comment, or a reply listed under its parent (beside it, past MAX_COMMENT_DEPTH). */
export function addComment(engine: CommentEngine, draft: CommentDraft): Promise<AddOutcome> {
  return engine.transaction(function* (q): Work<AddOutcome> {
    const { articleId, authorId, body, parentId, at } = draft;
    const heldAt = (yield* heldFor(q, draft)) ? at : null;
    if (parentId === null) {
      const row = { articleId, authorId, body, createdAt: at, parentId, listParentId: null };
      return { comment: yield* ask(q.insertComment({ ...row, depth: 0, heldAt })) };
    }
    const parent = yield* ask(q.lockComment(parentId));
    if (!parent || parent.articleId !== articleId || parent.deletedAt !== null) {
      return { refused: 'parentGone' };
    }
    const nested = parent.depth < MAX_COMMENT_DEPTH;
    const comment = yield* ask(
      q.insertComment({
        articleId,
        authorId,
        body,
        createdAt: at,
        parentId,
        listParentId: nested ? parent.id : parent.listParentId,
        depth: nested ? parent.depth + 1 : parent.depth,
        heldAt,
      }),
    );
    return { comment };
  });
}

/**
 * Whether a new comment waits for an editor: while its author has fewer shown comments (approved,
 * never held, and not hidden since) than the site's setting asks. Comments arriving together may all be held; none slips through.
 */
function* heldFor(q: CommentQueries, draft: CommentDraft): Work<boolean> {
  const upTo = draft.holdUntilApproved;
  if (upTo <= 0) return false;
  return (yield* ask(q.approvedComments(draft.authorId, upTo))) < upTo;
}

/**
 * Replaces a live comment's text, keeping the text it replaces; the same text again changes
 * nothing. Undefined when the comment is gone or a tombstone.
 */
export function editComment(
  engine: CommentEngine,
  edit: { id: number; body: string; at: string },
): Promise<CommentRow | undefined> {
  return engine.transaction(function* (q): Work<CommentRow | undefined> {
    const comment = yield* ask(q.lockComment(edit.id));
    if (!comment || comment.deletedAt !== null) return undefined;
    if (comment.body === edit.body) return comment;
    yield* ask(q.insertEdit(comment.id, comment.body, edit.at));
    return yield* ask(q.updateBody(comment.id, edit.body, edit.at));
  });
}

/**
 * Deletes a comment: a comment with replies becomes a tombstone so its thread still reads;
 * one without is removed, and so is each tombstone above it that it leaves without replies.
 */
export function deleteComment(
  engine: CommentEngine,
  remove: { id: number; at: string },
): Promise<DeleteOutcome> {
  return engine.transaction(function* (q): Work<DeleteOutcome> {
    const comment = yield* ask(q.lockComment(remove.id));
    if (!comment || comment.deletedAt !== null) return null;
    if (yield* ask(q.hasReplies(comment.id))) {
      return { tombstone: yield* ask(q.tombstone(comment.id, remove.at)) };
    }
    yield* ask(q.removeComment(comment.id));
    let above = comment.parentId;
    while (above !== null) {
      const parent = yield* ask(q.lockComment(above));
      if (!parent || parent.deletedAt === null || (yield* ask(q.hasReplies(parent.id)))) break;
      yield* ask(q.removeComment(parent.id));
      above = parent.parentId;
    }
    return { removed: comment };
  });
}

/**
 * Likes (or unlikes) a live comment for one reader: however many requests arrive at once, a
 * reader's like counts once. Undefined when the comment is gone or a tombstone.
 */
export function setCommentLike(
  engine: CommentEngine,
  like: { commentId: number; userId: number; liked: boolean; at: string },
): Promise<CommentRow | undefined> {
  return engine.transaction(function* (q): Work<CommentRow | undefined> {
    const comment = yield* ask(q.lockComment(like.commentId));
    if (!comment || comment.deletedAt !== null) return undefined;
    const changed = like.liked
      ? yield* ask(q.insertLike(comment.id, like.userId, like.at))
      : yield* ask(q.removeLike(comment.id, like.userId));
    if (!changed) return comment;
    return yield* ask(q.addToLikeCount(comment.id, like.liked ? 1 : -1));
  });
}

/**
 * An editor hides a live comment (its author and editors still see it) or restores it; either
 * settles its reports, so it leaves the moderation queue unless hidden. Restoring a held comment
 * approves it; hiding one ends the hold and keeps it hidden. Undefined when the comment is gone
 * or a tombstone.
 */
export function setCommentHidden(
  engine: CommentEngine,
  change: { id: number; hidden: boolean; at: string },
): Promise<CommentRow | undefined> {
  return engine.transaction(function* (q): Work<CommentRow | undefined> {
    const comment = yield* ask(q.lockComment(change.id));
    if (!comment || comment.deletedAt !== null) return undefined;
    const hiddenAt = change.hidden ? (comment.hiddenAt ?? change.at) : null;
    yield* ask(q.settleReports(comment.id));
    return yield* ask(q.setVisibility(comment.id, { hiddenAt, heldAt: null }));
  });
}
