import { publishedArticles } from '../db/articles';
import { decodeCursor, pageSize, toConnection } from '../connections';
import type { TagResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

export const Tag: TagResolvers = {
  id: (tag, _, ctx) => toGlobalId(ctx.db, 'Tag', tag.id),

  articleCount: (tag, _, ctx) => ctx.loaders.tagArticleCount.load(tag.id),

  articles: (tag, args, ctx) =>
    toConnection(
      ctx.db,
      'Article',
      publishedArticles(
        ctx.db,
        pageSize(args.first),
        decodeCursor(ctx.db, 'Article', args.after, 'string'),
        tag.name,
      ),
    ),
};
