import { PAGE_SIZES } from '../../../schema/rules';
import { isEditor } from '../../auth/permissions';
import { decodeCursor, pageSize, toConnection } from '../connections';
import type { UserResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

export const User = {
  id: (user, _, ctx) => toGlobalId(ctx.store, 'User', user.id),

  articles: async (user, args, ctx) =>
    toConnection(
      ctx.store,
      'Article',
      await ctx.store.articles.publishedArticlesByAuthor(
        user.id,
        pageSize(args.first),
        decodeCursor(ctx.store, 'Article', args.after, 'time'),
      ),
    ),

  drafts: async (user, args, ctx) => {
    if ((await ctx.viewer())?.id !== user.id) return null;
    return toConnection(
      ctx.store,
      'Article',
      await ctx.store.articles.draftsByAuthor(
        user.id,
        pageSize(args.first),
        decodeCursor(ctx.store, 'Article', args.after, 'time'),
      ),
    );
  },

  avatar: (user, _, ctx) => ctx.loaders.avatar.load(user.id),

  // The viewer's own powers, so the client never guesses the rules: null for anyone else.
  capabilities: async (user, _, ctx) => {
    const viewer = await ctx.viewer();
    return viewer?.id === user.id ? viewer : null;
  },

  viewerFollow: async (user, _, ctx) => {
    const viewer = await ctx.viewer();
    return viewer ? ctx.loaders.authorFollow(viewer.id).load(user.id) : null;
  },

  following: async (user, args, ctx) => {
    if ((await ctx.viewer())?.id !== user.id) return null;
    return toConnection(
      ctx.store,
      'Article',
      await ctx.store.follows.followingArticles(
        user.id,
        pageSize(args.first),
        decodeCursor(ctx.store, 'Article', args.after, 'time'),
      ),
    );
  },

  notifications: async (user, args, ctx) => {
    if ((await ctx.viewer())?.id !== user.id) return null;
    return toConnection(
      ctx.store,
      'Notification',
      await ctx.store.notifications.notificationsOf(
        user.id,
        pageSize(args.first, PAGE_SIZES.comments),
        decodeCursor(ctx.store, 'Notification', args.after, 'number'),
      ),
    );
  },

  unreadNotificationCount: async (user, _, ctx) =>
    (await ctx.viewer())?.id === user.id ? ctx.store.notifications.unreadCount(user.id) : null,

  readingList: async (user, args, ctx) => {
    if ((await ctx.viewer())?.id !== user.id) return null;
    return toConnection(
      ctx.store,
      'Article',
      await ctx.store.follows.readingList(
        user.id,
        pageSize(args.first),
        decodeCursor(ctx.store, 'Article', args.after, 'time'),
      ),
    );
  },

  commentingStopped: async (user, _, ctx) =>
    isEditor(await ctx.viewer()) ? ctx.loaders.commentingStopped.load(user.id) : null,
} satisfies UserResolvers;
