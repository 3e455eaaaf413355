import { invitableRoles, isEditor, isOwner } from '../../auth/permissions';
import { decodeCursor, pageSize, toConnection } from '../connections';
import type { QueryResolvers } from '../__generated__/resolvers';

// The staff's lists (PRODUCT §6): each null for a viewer who may not see it, as User.drafts is.

const site: QueryResolvers['site'] = () => ({});

const reviewQueue: QueryResolvers['reviewQueue'] = async (_, args, ctx) => {
  if (!isEditor(await ctx.viewer())) return null;
  const after = decodeCursor(ctx.store, 'Article', args.after, 'time');
  const page = await ctx.store.articles.articlesInReview(pageSize(args.first), after);
  return toConnection(ctx.store, 'Article', page);
};

const moderationQueue: QueryResolvers['moderationQueue'] = async (_, args, ctx) => {
  if (!isEditor(await ctx.viewer())) return null;
  const after = decodeCursor(ctx.store, 'Comment', args.after, 'number');
  const page = await ctx.store.comments.moderationQueue(pageSize(args.first, 20), after);
  return toConnection(ctx.store, 'Comment', page);
};

const invitations: QueryResolvers['invitations'] = async (_, args, ctx) => {
  if (!invitableRoles(await ctx.viewer()).length) return null;
  const after = decodeCursor(ctx.store, 'Invitation', args.after, 'number');
  const page = await ctx.store.invitations.pendingInvitations(
    ctx.now(),
    pageSize(args.first),
    after,
  );
  return toConnection(ctx.store, 'Invitation', page);
};

const staff: QueryResolvers['staff'] = async (_, args, ctx) => {
  if (!isOwner(await ctx.viewer())) return null;
  const after = decodeCursor(ctx.store, 'User', args.after, 'number');
  return toConnection(ctx.store, 'User', await ctx.store.site.staff(pageSize(args.first), after));
};

export const siteQueries = { site, reviewQueue, moderationQueue, invitations, staff };
