import { decodeCursor, pageSize, toConnection } from '../connections';
import type { TagResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

export const Tag = {
  id: (tag, _, ctx) => toGlobalId(ctx.store, 'Tag', tag.id),

  articleCount: (tag, _, ctx) => ctx.loaders.tagArticleCount.load(tag.id),

  articles: async (tag, args, ctx) =>
    toConnection(
      ctx.store,
      'Article',
      await ctx.store.articles.publishedArticles(
        pageSize(args.first),
        decodeCursor(ctx.store, 'Article', args.after, 'time'),
        tag.name,
      ),
    ),

  viewerFollow: async (tag, _, ctx) => {
    const viewer = await ctx.viewer();
    return viewer ? ctx.loaders.tagFollow(viewer.id).load(tag.id) : null;
  },
} satisfies TagResolvers;
