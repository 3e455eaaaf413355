import type { ArticleEventResolvers } from '../__generated__/resolvers';

export const ArticleEvent = {
  kind: (event) => event.event,

  // A deleted account leaves its events without a name rather than failing the history.
  actor: async (event, _, ctx) =>
    event.actorId === null ? null : ((await ctx.loaders.user.load(event.actorId)) ?? null),
} satisfies ArticleEventResolvers;
