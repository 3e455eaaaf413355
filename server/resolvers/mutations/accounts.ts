import { addressKey } from '../../auth/clientAddress';
import { hashPassword } from '../../auth/passwords';
import { endSession, startSession } from '../../auth/sessions';
import { checkCredentials } from '../../auth/signIn';
import type { UserRow } from '../../db/rows';
import { insertUser, updateProfile as saveProfile } from '../../db/users';
import { checkMarkdown } from '../../markdownBudget';
import {
  invalid,
  MESSAGES,
  validateProfile,
  validateSignUp,
  type UserError,
} from '../../validation';
import type { FieldResolver } from '../types';
import { isoNow, requireViewer } from './guards';

interface ViewerPayload {
  viewer: UserRow | null;
  userErrors: UserError[];
}

/** Creates an AUTHOR account and signs it in; a full hashing queue throws TOO_MANY_REQUESTS. */
export const signUp: FieldResolver<
  unknown,
  { input: { handle: string; name: string; password: string } },
  Promise<ViewerPayload>
> = async (_, { input }, ctx) => {
  const { value, errors } = validateSignUp(input);
  if (errors.length) return { viewer: null, userErrors: errors };
  const passwordHash = await hashPassword(value.password, addressKey(ctx.http.ip));
  const user = insertUser(ctx.db, {
    handle: value.handle,
    name: value.name,
    role: 'AUTHOR',
    passwordHash,
    createdAt: isoNow(ctx),
  });
  if (!user) {
    return { viewer: null, userErrors: [invalid('handle', MESSAGES.handleTaken, 'TAKEN')] };
  }
  startSession(ctx.db, ctx.http, user.id, ctx.now());
  ctx.setViewer(user);
  return { viewer: user, userErrors: [] };
};

/** Signs in; the rate limits and the hashing bound throw TOO_MANY_REQUESTS. */
export const signIn: FieldResolver<
  unknown,
  { input: { handle: string; password: string } },
  Promise<ViewerPayload>
> = async (_, { input }, ctx) => {
  const user = await checkCredentials(ctx.db, input.handle, input.password, ctx.http.ip, ctx.now);
  if (!user) {
    return {
      viewer: null,
      userErrors: [invalid(null, MESSAGES.badCredentials, 'BAD_CREDENTIALS')],
    };
  }
  startSession(ctx.db, ctx.http, user.id, ctx.now());
  ctx.setViewer(user);
  return { viewer: user, userErrors: [] };
};

/** Ends this session (or every session of the account); harmless when signed out. */
export const signOut: FieldResolver<
  unknown,
  { input?: { everywhere?: boolean | null } | null },
  ViewerPayload
> = (_, { input }, ctx) => {
  endSession(ctx.db, ctx.http, ctx.viewer(), input?.everywhere === true);
  ctx.setViewer(null);
  return { viewer: null, userErrors: [] };
};

/** Replaces the viewer's own name and bio. */
export const updateProfile: FieldResolver<
  unknown,
  { input: { name: string; bio: string } },
  Promise<{ user: UserRow | null; userErrors: UserError[] }>
> = async (_, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const { value, errors } = await checkMarkdown(validateProfile(input), 'bio', (v) => v.bio);
  if (errors.length) return { user: viewer, userErrors: errors };
  const user = saveProfile(ctx.db, viewer.id, value.name, value.bio);
  ctx.setViewer(user);
  ctx.resetLoaders();
  return { user, userErrors: [] };
};
