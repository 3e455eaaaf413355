import type { NotificationResolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../ids';

// A notification is read only by its reader (User.notifications), and only while its article is
// published and its comment shown (the store's read): its article and comment are loaded as
// they are, without asking again whether the reader may see them.
export const Notification = {
  id: (notification, _, ctx) => toGlobalId(ctx.store, 'Notification', notification.id),

  kind: (notification) => notification.type,

  article: async (notification, _, ctx) => {
    const article = await ctx.loaders.article.load(notification.articleId);
    if (!article) throw new Error(`notification ${notification.id}: its article is gone`);
    return article;
  },

  comment: async (notification, _, ctx) =>
    notification.commentId === null
      ? null
      : ((await ctx.loaders.comment.load(notification.commentId)) ?? null),

  read: (notification) => notification.readAt !== null,
} satisfies NotificationResolvers;
