import type { RevisionResolvers } from '../__generated__/resolvers';
import { revisionTags } from '../../db/revisionValues';

export const Revision = {
  tags: (revision) => revisionTags(revision),

  author: async (revision, _, ctx) => {
    const user = await ctx.loaders.user.load(revision.authorId);
    if (!user) throw new Error(`Revision ${revision.number} has no author ${revision.authorId}`);
    return user;
  },
} satisfies RevisionResolvers;
