import { canDeleteComment } from '../../../auth/permissions';
import { encodeCursor } from '../../connections';
import { forbidden, notFound } from '../../errors';
import { idOfType, toGlobalId } from '../../ids';
import { checkMarkdown } from '../../../markdownBudget';
import { validateComment } from '../../../validation';
import type { MutationResolver } from '../types';
import { isoNow, requireViewer, requireVisibleArticle, spendWrite } from './guards';

/** Comments on any article the viewer can see. */
export const addComment: MutationResolver<'addComment'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const article = await requireVisibleArticle(ctx, input.articleId);
  await spendWrite(ctx, 'comment', viewer.id);
  const { value, errors } = await checkMarkdown(
    validateComment(input.body),
    'body',
    (b) => b,
    viewer.id,
  );
  if (errors.length) return { comment: null, commentEdge: null, article, userErrors: errors };
  const comment = await ctx.store.comments.insertComment(article.id, viewer.id, value, isoNow(ctx));
  return {
    comment,
    commentEdge: {
      cursor: encodeCursor(ctx.store, 'Comment', comment.createdAt, comment.id),
      node: comment,
    },
    article,
    userErrors: [],
  };
};

/** Deletes the viewer's own comment, or any comment for an editor. */
export const deleteComment: MutationResolver<'deleteComment'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const id = idOfType(ctx.store, input.id, 'Comment');
  const comment = id === null ? undefined : await ctx.loaders.comment.load(id);
  if (!comment) throw notFound('comment');
  const article = await requireVisibleArticle(
    ctx,
    toGlobalId(ctx.store, 'Article', comment.articleId),
  ).catch(() => {
    throw notFound('comment');
  });
  if (!canDeleteComment(viewer, comment)) throw forbidden();
  await ctx.store.comments.deleteComment(comment.id);
  return {
    deletedCommentId: toGlobalId(ctx.store, 'Comment', comment.id),
    article,
    userErrors: [],
  };
};
