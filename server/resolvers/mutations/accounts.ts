import { addressKey } from '../../auth/clientAddress';
import { hashPassword } from '../../auth/passwords';
import { endSession, startSession } from '../../auth/sessions';
import { checkCredentials } from '../../auth/signIn';
import { checkMarkdown } from '../../markdownBudget';
import { invalid, MESSAGES, validateProfile, validateSignUp } from '../../validation';
import type { MutationResolver } from '../types';
import { isoNow, requireViewer, spendWrite } from './guards';

/** Creates an AUTHOR account and signs it in; a full hashing queue throws TOO_MANY_REQUESTS. */
export const signUp: MutationResolver<'signUp'> = async (_, { input }, ctx) => {
  const { value, errors } = validateSignUp(input);
  if (errors.length) return { viewer: null, userErrors: errors };
  // The hashing queue bounds the work first, at once; the budget then bounds the accounts.
  const passwordHash = await hashPassword(value.password, addressKey(ctx.http.ip));
  await spendWrite(ctx, 'signUp', null);
  const user = await ctx.store.users.insertUser({
    handle: value.handle,
    name: value.name,
    role: 'AUTHOR',
    passwordHash,
    createdAt: isoNow(ctx),
  });
  if (!user) {
    return { viewer: null, userErrors: [invalid('handle', MESSAGES.handleTaken, 'TAKEN')] };
  }
  await startSession(ctx.store, ctx.http, user.id, ctx.now());
  ctx.setViewer(user);
  return { viewer: user, userErrors: [] };
};

/** Signs in; the rate limits and the hashing bound throw TOO_MANY_REQUESTS. */
export const signIn: MutationResolver<'signIn'> = async (_, { input }, ctx) => {
  const user = await checkCredentials(
    ctx.store,
    input.handle,
    input.password,
    ctx.http.ip,
    ctx.now,
  );
  if (!user) {
    return {
      viewer: null,
      userErrors: [invalid(null, MESSAGES.badCredentials, 'BAD_CREDENTIALS')],
    };
  }
  await startSession(ctx.store, ctx.http, user.id, ctx.now());
  ctx.setViewer(user);
  return { viewer: user, userErrors: [] };
};

/** Ends this session (or every session of the account); harmless when signed out. */
export const signOut: MutationResolver<'signOut'> = async (_, { input }, ctx) => {
  await endSession(ctx.store, ctx.http, await ctx.viewer(), input?.everywhere === true);
  ctx.setViewer(null);
  return { viewer: null, userErrors: [] };
};

/** Replaces the viewer's own name and bio. */
export const updateProfile: MutationResolver<'updateProfile'> = async (_, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  await spendWrite(ctx, 'profile', viewer.id);
  const { value, errors } = await checkMarkdown(
    validateProfile(input),
    'bio',
    (v) => v.bio,
    viewer.id,
  );
  if (errors.length) return { user: viewer, userErrors: errors };
  const user = await ctx.store.users.updateProfile(viewer.id, value.name, value.bio);
  ctx.setViewer(user);
  return { user, userErrors: [] };
};
