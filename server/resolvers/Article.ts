import { canEditArticle } from '../auth/permissions';
import { adjacentByAuthor } from '../db/adjacentArticles';
import { commentsOfArticle } from '../db/comments';
import { coverOfArticle } from '../db/images';
import { decodeCursor, pageSize, toConnection } from '../connections';
import type { ArticleResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

const COMMENT_PAGE_SIZE = 20;

export const Article: ArticleResolvers = {
  id: (article, _, ctx) => toGlobalId(ctx.db, 'Article', article.id),

  author: async (article, _, ctx) => {
    const user = await ctx.loaders.user.load(article.authorId);
    if (!user) throw new Error(`Article ${article.id} has no author ${article.authorId}`);
    return user;
  },

  tags: (article, _, ctx) => ctx.loaders.tagsOfArticle.load(article.id),

  commentCount: (article, _, ctx) => ctx.loaders.commentCount.load(article.id),

  comments: (article, args, ctx) =>
    toConnection(
      ctx.db,
      'Comment',
      commentsOfArticle(
        ctx.db,
        article.id,
        pageSize(args.first, COMMENT_PAGE_SIZE),
        decodeCursor(ctx.db, 'Comment', args.after, 'string'),
      ),
    ),

  previousByAuthor: (article, _, ctx) => adjacentByAuthor(ctx.db, article, 'previous'),

  nextByAuthor: (article, _, ctx) => adjacentByAuthor(ctx.db, article, 'next'),

  viewerCanEdit: (article, _, ctx) => canEditArticle(ctx.viewer(), article),

  cover: (article, _, ctx) => coverOfArticle(ctx.db, article.id),
};
