import type {
  InvitationResolvers,
  SiteResolvers,
  ViewerCapabilitiesResolvers,
} from '../__generated__/resolvers';
import { canPublishOwn, canWrite, invitableRoles, isEditor, isOwner } from '../../auth/permissions';
import { toGlobalId } from '../ids';

/** The site has no row of its own: its fields read the store's settings. */
export type SiteValue = Record<string, never>;

export const Site = {
  signUpPolicy: (_, __, ctx) => ctx.store.site.signUpPolicy(),
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
