import { canEditArticle } from '../auth/permissions';
import { commentsOfArticle } from '../db/comments';
import type { ArticleRow, CommentRow, TagRow, UserRow } from '../db/rows';
import { type Connection, decodeCursor, pageSize, toConnection } from '../connections';
import { toGlobalId } from '../ids';
import type { FieldResolver, ObjectResolvers, PageArgs } from './types';

const COMMENT_PAGE_SIZE = 20;

const id: FieldResolver<ArticleRow> = (article, _, ctx) =>
  toGlobalId(ctx.db, 'Article', article.id);

const author: FieldResolver<ArticleRow, unknown, Promise<UserRow>> = async (article, _, ctx) => {
  const user = await ctx.loaders.user.load(article.authorId);
  if (!user) throw new Error(`Article ${article.id} has no author ${article.authorId}`);
  return user;
};

const tags: FieldResolver<ArticleRow, unknown, Promise<TagRow[]>> = (article, _, ctx) =>
  ctx.loaders.tagsOfArticle.load(article.id);

const commentCount: FieldResolver<ArticleRow, unknown, Promise<number>> = (article, _, ctx) =>
  ctx.loaders.commentCount.load(article.id);

const comments: FieldResolver<ArticleRow, PageArgs, Connection<CommentRow>> = (
  article,
  args,
  ctx,
) =>
  toConnection(
    ctx.db,
    'Comment',
    commentsOfArticle(
      ctx.db,
      article.id,
      pageSize(args.first, COMMENT_PAGE_SIZE),
      decodeCursor(ctx.db, 'Comment', args.after, 'string'),
    ),
  );

const viewerCanEdit: FieldResolver<ArticleRow, unknown, boolean> = (article, _, ctx) =>
  canEditArticle(ctx.viewer(), article);

export const Article: ObjectResolvers = {
  id,
  author,
  tags,
  commentCount,
  comments,
  viewerCanEdit,
};
