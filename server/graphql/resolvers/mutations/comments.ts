import {
  canDeleteComment,
  canEditComment,
  canSeeComment,
  isEditor,
} from '../../../auth/permissions';
import { reportReasonError } from '../../../../schema/rules';
import type { CommentRow, UserRow } from '../../../db/rows';
import { invalid, validateComment } from '../../../domain/validation';
import { checkMarkdown } from '../../../markdown/markdownBudget';
import type { Context } from '../../context';
import { encodeCursor } from '../../connections';
import { forbidden, notFound } from '../../errors';
import { idOfType, toGlobalId } from '../../ids';
import type { MutationResolver } from '../types';
import { notifyCommentPosted } from './commentNotifications';
import { isoNow, requireViewer, requireVisibleArticle, spendWrite } from './guards';
import { commentAdmission, commentingStoppedError } from './moderation';

const PARENT_GONE = 'The comment you replied to is no longer there.';

/**
 * A comment on an article the viewer can see, else NOT_FOUND: a comment id says nothing of an
 * article the viewer may not see.
 */
async function requireVisibleComment(ctx: Context, globalId: string) {
  const id = idOfType(ctx.store, globalId, 'Comment');
  const comment = id === null ? undefined : await ctx.loaders.comment.load(id);
  if (!comment || comment.deletedAt !== null) throw notFound('comment');
  if (!canSeeComment(await ctx.viewer(), comment)) throw notFound('comment');
  const article = await requireVisibleArticle(
    ctx,
    toGlobalId(ctx.store, 'Article', comment.articleId),
  ).catch(() => {
    throw notFound('comment');
  });
  return { comment, article };
}

/** The body's field rules and formatting check, for a new comment or an edit. */
function checkBody(body: string, viewer: UserRow) {
  return checkMarkdown(validateComment(body), 'body', (b) => b, viewer.id);
}

/** The comment a list lists `comment` under, read after the write; null for a thread. */
async function listParentOf(ctx: Context, comment: CommentRow): Promise<CommentRow | null> {
  if (comment.listParentId === null) return null;
  const [row] = await ctx.store.comments.commentsByIds([comment.listParentId]);
  return row ?? null;
}

/** Comments on any article the viewer can see, or replies to a comment on it. */
export const addComment: MutationResolver<'addComment'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const article = await requireVisibleArticle(ctx, input.articleId);
  const refused = { comment: null, commentEdge: null, listedUnder: null, article };
  const admission = await commentAdmission(ctx, viewer);
  if (!admission) return { ...refused, userErrors: [commentingStoppedError()] };
  let parentId: number | null = null;
  if (input.parentId !== null && input.parentId !== undefined) {
    parentId = idOfType(ctx.store, input.parentId, 'Comment');
    const parent = parentId === null ? undefined : await ctx.loaders.comment.load(parentId);
    // A comment hidden from the viewer is answered as one that is gone.
    if (!parent || !canSeeComment(viewer, parent)) {
      return { ...refused, userErrors: [invalid('parentId', PARENT_GONE)] };
    }
  }
  await spendWrite(ctx, 'comment', viewer.id);
  const { value, errors } = await checkBody(input.body, viewer);
  if (errors.length) return { ...refused, userErrors: errors };
  const outcome = await ctx.store.comments.addComment({
    articleId: article.id,
    authorId: viewer.id,
    body: value,
    parentId,
    at: isoNow(ctx),
    holdUntilApproved: admission.holdUntilApproved,
  });
  if ('refused' in outcome) {
    return { ...refused, userErrors: [invalid('parentId', PARENT_GONE)] };
  }
  const { comment } = outcome;
  await notifyCommentPosted(ctx, comment, comment.createdAt);
  return {
    comment,
    commentEdge: {
      cursor: encodeCursor(ctx.store, 'Comment', comment.createdAt, comment.id),
      node: comment,
    },
    listedUnder: await listParentOf(ctx, comment),
    article,
    userErrors: [],
  };
};

/** Replaces the text of the viewer's own comment, or any comment for an editor. */
export const editComment: MutationResolver<'editComment'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const { comment } = await requireVisibleComment(ctx, input.id);
  if (!canEditComment(viewer, comment)) throw forbidden();
  if (!(await commentAdmission(ctx, viewer)))
    return { comment, userErrors: [commentingStoppedError()] };
  await spendWrite(ctx, 'comment', viewer.id);
  const { value, errors } = await checkBody(input.body, viewer);
  if (errors.length) return { comment, userErrors: errors };
  const edited = await ctx.store.comments.editComment({
    id: comment.id,
    body: value,
    at: isoNow(ctx),
  });
  if (!edited) throw notFound('comment');
  await notifyCommentPosted(ctx, edited, isoNow(ctx));
  return { comment: edited, userErrors: [] };
};

/**
 * Deletes the viewer's own comment, or any comment for an editor. A comment that replies
 * answer stays as a tombstone (`comment`), else it leaves its list (`deletedCommentId`).
 */
export const deleteComment: MutationResolver<'deleteComment'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const { comment, article } = await requireVisibleComment(ctx, input.id);
  if (!canDeleteComment(viewer, comment)) throw forbidden();
  const outcome = await ctx.store.comments.deleteComment({ id: comment.id, at: isoNow(ctx) });
  if (!outcome) throw notFound('comment');
  const listedUnder = await listParentOf(ctx, comment);
  if ('tombstone' in outcome) {
    return {
      deletedCommentId: null,
      comment: outcome.tombstone,
      listedUnder,
      article,
      userErrors: [],
    };
  }
  return {
    deletedCommentId: toGlobalId(ctx.store, 'Comment', comment.id),
    comment: null,
    listedUnder,
    article,
    userErrors: [],
  };
};

/** A signed-in reader's like of a comment they can see: set or taken back, counted once. */
export const likeComment: MutationResolver<'likeComment'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const { comment } = await requireVisibleComment(ctx, input.id);
  await spendWrite(ctx, 'like', viewer.id);
  const liked = await ctx.store.comments.setLike({
    commentId: comment.id,
    userId: viewer.id,
    liked: input.liked,
    at: isoNow(ctx),
  });
  if (!liked) throw notFound('comment');
  return { comment: liked, userErrors: [] };
};

/** A signed-in reader reports a comment they can see, with a reason; once per reader. */
export const reportComment: MutationResolver<'reportComment'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const { comment } = await requireVisibleComment(ctx, input.id);
  await spendWrite(ctx, 'report', viewer.id);
  const message = reportReasonError(input.reason);
  if (message) return { comment, userErrors: [invalid('reason', message)] };
  await ctx.store.comments.reportComment({
    commentId: comment.id,
    userId: viewer.id,
    reason: input.reason.trim(),
    at: isoNow(ctx),
  });
  return { comment, userErrors: [] };
};

/** An editor hides a comment (`hidden`) or shows it again; either settles its reports. */
async function setHidden(ctx: Context, globalId: string, hidden: boolean) {
  const viewer = await requireViewer(ctx);
  const { comment } = await requireVisibleComment(ctx, globalId);
  if (!isEditor(viewer)) throw forbidden();
  const changed = await ctx.store.comments.setHidden({ id: comment.id, hidden, at: isoNow(ctx) });
  if (!changed) throw notFound('comment');
  return { comment: changed, userErrors: [] };
}

export const hideComment: MutationResolver<'hideComment'> = (_, { input }, ctx) =>
  setHidden(ctx, input.id, true);

export const restoreComment: MutationResolver<'restoreComment'> = (_, { input }, ctx) =>
  setHidden(ctx, input.id, false);
