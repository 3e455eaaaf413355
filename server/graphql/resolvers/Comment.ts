import { canDeleteComment } from '../../auth/permissions';
import type { CommentResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

export const Comment = {
  id: (comment, _, ctx) => toGlobalId(ctx.store, 'Comment', comment.id),

  author: async (comment, _, ctx) => {
    const user = await ctx.loaders.user.load(comment.authorId);
    if (!user) throw new Error(`Comment ${comment.id} has no author ${comment.authorId}`);
    return user;
  },

  // A comment is only ever reached through a visible article, so its article is visible too.
  article: async (comment, _, ctx) => {
    const row = await ctx.loaders.article.load(comment.articleId);
    if (!row) throw new Error(`Comment ${comment.id} has no article ${comment.articleId}`);
    return row;
  },

  viewerCanDelete: async (comment, _, ctx) => canDeleteComment(await ctx.viewer(), comment),
} satisfies CommentResolvers;
