import type {
  InvitationResolvers,
  SiteResolvers,
  ViewerCapabilitiesResolvers,
} from '../__generated__/resolvers';
import { canPublishOwn, canWrite, invitableRoles, isEditor, isOwner } from '../../auth/permissions';
import { toGlobalId } from '../ids';
import { pinnedArticle, siteProfile } from './siteProfile';

/** The site has no row of its own: its fields read the store's settings. */
export type SiteValue = Record<string, never>;

export const Site = {
  title: async (_, __, ctx) => (await siteProfile(ctx)).title,
  description: async (_, __, ctx) => (await siteProfile(ctx)).description,
  featuredArticle: async (_, __, ctx) => {
    const pinned = await pinnedArticle(ctx);
    if (pinned) return pinned;
    return (await ctx.store.articles.publishedArticles(1, null, null)).rows[0]?.row ?? null;
  },
  pinnedArticle: (_, __, ctx) => pinnedArticle(ctx),
  signUpPolicy: (_, __, ctx) => ctx.store.site.signUpPolicy(),
  heldFirstComments: async (_, __, ctx) =>
    isOwner(await ctx.viewer()) ? ctx.store.site.heldFirstComments() : null,
  needsSetup: async (_, __, ctx) => !(await ctx.store.site.hasOwner()),
  demoAccountsExposed: async (_, __, ctx) => {
    const viewer = await ctx.viewer();
    if (!viewer || !isOwner(viewer)) return null;
    return ctx.exposedDemoAccounts ? ctx.exposedDemoAccounts.handles() : [];
  },
} satisfies SiteResolvers;

/** Resolved from the user itself: User.capabilities gives it only to that user. */
export const ViewerCapabilities = {
  canWrite: (user) => canWrite(user),
  canPublish: (user) => canPublishOwn(user),
  canReview: (user) => isEditor(user),
  invitableRoles: (user) => invitableRoles(user),
  canManageSite: (user) => isOwner(user),
} satisfies ViewerCapabilitiesResolvers;

export const Invitation = {
  id: (invitation, _, ctx) => toGlobalId(ctx.store, 'Invitation', invitation.id),
  createdAt: (invitation) => new Date(invitation.createdAt).toISOString(),
  expiresAt: (invitation) => new Date(invitation.expiresAt).toISOString(),
  createdBy: async (invitation, _, ctx) => (await ctx.loaders.user.load(invitation.createdBy))!,
} satisfies InvitationResolvers;
