import { isEditor, isStaff } from '../../../auth/permissions';
import type { UserRow } from '../../../db/rows';
import { invalid, MESSAGES } from '../../../domain/validation';
import type { Context } from '../../context';
import { forbidden, notFound } from '../../errors';
import { idOfType } from '../../ids';
import type { MutationResolver } from '../types';
import { isoNow, requireViewer } from './guards';

const STAFF_NOT_STOPPED = 'A staff account cannot be stopped commenting.';

/**
 * Whether the viewer may write comments, and the site's hold for their new ones: null when an
 * editor stopped the account; else how many approved comments it must have before its next one
 * shows at once (0 for staff, who are never held).
 */
export async function commentAdmission(
  ctx: Context,
  viewer: UserRow,
): Promise<{ holdUntilApproved: number } | null> {
  if (await ctx.loaders.commentingStopped.load(viewer.id)) return null;
  if (isStaff(viewer.role)) return { holdUntilApproved: 0 };
  return { holdUntilApproved: await ctx.store.site.heldFirstComments() };
}

/** The refusal of a stopped account's comment or edit. */
export const commentingStoppedError = () => invalid(null, MESSAGES.commentingStopped);

/** Editors stop a reader's account commenting (and editing its comments), or let it again. */
export const setCommenting: MutationResolver<'setCommenting'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  if (!isEditor(viewer)) throw forbidden();
  const id = idOfType(ctx.store, input.userId, 'User');
  const user = id === null ? undefined : await ctx.loaders.user.load(id);
  if (!user) throw notFound('user');
  if (isStaff(user.role)) return { user, userErrors: [invalid('userId', STAFF_NOT_STOPPED)] };
  await ctx.store.comments.setCommentingStopped(user.id, input.stopped ? isoNow(ctx) : null);
  return { user, userErrors: [] };
};
