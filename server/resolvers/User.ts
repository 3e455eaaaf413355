import { draftsByAuthor, publishedArticlesByAuthor } from '../db/articles';
import { decodeCursor, pageSize, toConnection } from '../connections';
import type { UserResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

export const User: UserResolvers = {
  id: (user, _, ctx) => toGlobalId(ctx.db, 'User', user.id),

  articles: (user, args, ctx) =>
    toConnection(
      ctx.db,
      'Article',
      publishedArticlesByAuthor(
        ctx.db,
        user.id,
        pageSize(args.first),
        decodeCursor(ctx.db, 'Article', args.after, 'string'),
      ),
    ),

  drafts: (user, args, ctx) => {
    if (ctx.viewer()?.id !== user.id) return null;
    return toConnection(
      ctx.db,
      'Article',
      draftsByAuthor(
        ctx.db,
        user.id,
        pageSize(args.first),
        decodeCursor(ctx.db, 'Article', args.after, 'string'),
      ),
    );
  },

  avatar: (user, _, ctx) => ctx.loaders.avatar.load(user.id),
};
