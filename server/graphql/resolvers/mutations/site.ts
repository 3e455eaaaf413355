import {
  heldFirstCommentsError,
  LIMITS,
  optionalText,
  siteDescriptionError,
  siteTitleError,
} from '../../../../schema/rules';
import { invitableRoles, isEditor, isOwner } from '../../../auth/permissions';
import { newLinkToken } from '../../../auth/linkTokens';
import { encodeCursor } from '../../connections';
import { forbidden, notFound } from '../../errors';
import { idOfType } from '../../ids';
import { invalid, MESSAGES } from '../../../domain/validation';
import type { MutationResolver } from '../types';
import { requireViewer, requireViewerWho } from './guards';

/** Owners change the sign-up policy and how many of a new account's comments are held. */
export const updateSiteSettings: MutationResolver<'updateSiteSettings'> = async (
  _,
  { input },
  ctx,
) => {
  await requireViewerWho(ctx, isOwner);
  const held = input.heldFirstComments;
  const heldError = held === null || held === undefined ? null : heldFirstCommentsError(held);
  if (heldError) return { site: {}, userErrors: [invalid('heldFirstComments', heldError)] };
  await ctx.store.site.setSignUpPolicy(input.signUpPolicy);
  if (held !== null && held !== undefined) await ctx.store.site.setHeldFirstComments(held);
  return { site: {}, userErrors: [] };
};

/**
 * Editors and owners set the home page's title, description and pinned story; a pin must name a
 * published article (any other id, a draft's included, reads as no such article).
 */
export const updateSiteProfile: MutationResolver<'updateSiteProfile'> = async (
  _,
  { input },
  ctx,
) => {
  await requireViewerWho(ctx, isEditor);
  const titleError = siteTitleError(input.title);
  const descriptionError = siteDescriptionError(input.description);
  const userErrors = [
    ...(titleError ? [invalid('title', titleError)] : []),
    ...(descriptionError ? [invalid('description', descriptionError)] : []),
  ];
  let pinnedArticleId: number | null = null;
  if (input.pinnedArticleId != null) {
    const id = idOfType(ctx.store, input.pinnedArticleId, 'Article');
    const article = id === null ? undefined : await ctx.loaders.article.load(id);
    if (article?.status === 'PUBLISHED') pinnedArticleId = article.id;
    else userErrors.push(invalid('pinnedArticleId', MESSAGES.pinnedArticle));
  }
  if (userErrors.length) return { site: null, userErrors };
  await ctx.store.site.setSiteProfile({
    title: input.title.trim(),
    description: optionalText(input.description),
    pinnedArticleId,
  });
  return { site: {}, userErrors: [] };
};

/** A single-use, expiring link bound to a role the viewer may invite to (invitableRoles). */
export const createInvitation: MutationResolver<'createInvitation'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  const roles = invitableRoles(viewer);
  if (!roles.length) throw forbidden();
  if (!roles.includes(input.role)) {
    const message = `You may invite: ${roles.join(', ').toLowerCase()}.`;
    return {
      invitation: null,
      invitationEdge: null,
      token: null,
      userErrors: [invalid('role', message)],
    };
  }
  const { token, hash } = newLinkToken();
  const now = ctx.now();
  const invitation = await ctx.store.invitations.insertInvitation({
    tokenHash: hash,
    role: input.role,
    createdBy: viewer.id,
    createdAt: now,
    expiresAt: now + LIMITS.invitationSeconds * 1000,
  });
  return {
    invitation,
    invitationEdge: {
      cursor: encodeCursor(ctx.store, 'Invitation', invitation.id, invitation.id),
      node: invitation,
    },
    token,
    userErrors: [],
  };
};

/** Withdraws a pending invitation: its maker (still allowed to invite), or an owner. */
export const revokeInvitation: MutationResolver<'revokeInvitation'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  if (!invitableRoles(viewer).length) throw forbidden();
  const id = idOfType(ctx.store, input.id, 'Invitation');
  const invitation =
    id === null ? undefined : await ctx.store.invitations.pendingInvitation(id, ctx.now());
  if (!invitation) throw notFound('invitation');
  if (invitation.createdBy !== viewer.id && !isOwner(viewer)) throw forbidden();
  await ctx.store.invitations.deleteInvitation(invitation.id);
  return { revokedInvitationId: input.id, userErrors: [] };
};

/** Owners change another account's role. */
export const changeRole: MutationResolver<'changeRole'> = async (_, { input }, ctx) => {
  const viewer = await requireViewerWho(ctx, isOwner);
  const target = await ctx.store.users.userByHandle(input.handle.trim().toLowerCase());
  if (!target) {
    return { user: null, userErrors: [invalid('handle', 'There is no account with that handle.')] };
  }
  if (target.id === viewer.id) {
    return { user: viewer, userErrors: [invalid('role', MESSAGES.ownRole)] };
  }
  const user = await ctx.store.users.setRole(target.handle, input.role);
  // The account was deleted between the read and the write.
  if (!user) throw notFound('user');
  return { user, userErrors: [] };
};
