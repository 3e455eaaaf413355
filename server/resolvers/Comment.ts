import { canDeleteComment } from '../auth/permissions';
import type { ArticleRow, CommentRow, UserRow } from '../db/rows';
import { toGlobalId } from '../ids';
import type { FieldResolver, ObjectResolvers } from './types';

const id: FieldResolver<CommentRow> = (comment, _, ctx) =>
  toGlobalId(ctx.db, 'Comment', comment.id);

const author: FieldResolver<CommentRow, unknown, Promise<UserRow>> = async (comment, _, ctx) => {
  const user = await ctx.loaders.user.load(comment.authorId);
  if (!user) throw new Error(`Comment ${comment.id} has no author ${comment.authorId}`);
  return user;
};

// A comment is only ever reached through a visible article, so its article is visible too.
const article: FieldResolver<CommentRow, unknown, Promise<ArticleRow>> = async (
  comment,
  _,
  ctx,
) => {
  const row = await ctx.loaders.article.load(comment.articleId);
  if (!row) throw new Error(`Comment ${comment.id} has no article ${comment.articleId}`);
  return row;
};

const viewerCanDelete: FieldResolver<CommentRow, unknown, boolean> = (comment, _, ctx) =>
  canDeleteComment(ctx.viewer(), comment);

export const Comment: ObjectResolvers = { id, author, article, viewerCanDelete };
