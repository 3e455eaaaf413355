import { invalid } from '../../../domain/validation';
import { idOfType } from '../../ids';
import type { MutationResolver } from '../types';
import { isoNow, requireViewer } from './guards';

/** The viewer has been shown their notifications up to `upTo`: it and older ones are read. */
export const markNotificationsRead: MutationResolver<'markNotificationsRead'> = async (
  _,
  { input },
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const upTo = idOfType(ctx.store, input.upTo, 'Notification');
  if (upTo === null) return { viewer, userErrors: [invalid('upTo', 'No such notification.')] };
  await ctx.store.notifications.markRead(viewer.id, upTo, isoNow(ctx));
  return { viewer, userErrors: [] };
};
