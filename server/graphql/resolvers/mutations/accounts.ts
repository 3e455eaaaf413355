import { addressKey } from '../../../auth/clientAddress';
import { hashPassword } from '../../../auth/passwords';
import { endSession, hashToken, startSession } from '../../../auth/sessions';
import { isLinkToken } from '../../../auth/linkTokens';
import type { Context } from '../../context';
import type { UserRow } from '../../../db/rows';
import type { AccountRefusal, NewAccount } from '../../../db/siteStores';
import { checkCredentials } from '../../../auth/signIn';
import { checkMarkdown } from '../../../markdownBudget';
import { invalid, MESSAGES, validateProfile, validateSignUp } from '../../../validation';
import type { MutationResolver } from '../types';
import { isoNow, requireViewer, spendWrite } from './guards';

/**
 * Creates an account and signs it in: a READER under the OPEN policy, or the role of a valid
 * invitation under any policy. A full hashing queue throws TOO_MANY_REQUESTS.
 */
export const signUp: MutationResolver<'signUp'> = async (_, { input }, ctx) => {
  const { value, errors } = validateSignUp(input);
  if (errors.length) return { viewer: null, userErrors: errors };
  const invitation = input.invitation ?? null;
  if (invitation === null) {
    const policy = await ctx.store.site.signUpPolicy();
    if (policy !== 'OPEN') {
      const message = policy === 'CLOSED' ? MESSAGES.signUpClosed : MESSAGES.signUpInviteOnly;
      return { viewer: null, userErrors: [invalid(null, message)] };
    }
  } else if (!isLinkToken(invitation)) {
    return { viewer: null, userErrors: [invalid('invitation', MESSAGES.invitation)] };
  }
  // The hashing queue bounds the work first, at once; the budget then bounds the accounts.
  const account = await newAccount(ctx, value);
  await spendWrite(ctx, 'signUp', null);
  const created =
    invitation === null
      ? await insertReader(ctx, account)
      : await ctx.store.invitations.acceptInvitation(hashToken(invitation), ctx.now(), account);
  return signedInAs(ctx, created, 'invitation', MESSAGES.invitation);
};

/** The one-time setup: the first OWNER, with the token the server printed in its log. */
export const setUpSite: MutationResolver<'setUpSite'> = async (_, { input }, ctx) => {
  const { value, errors } = validateSignUp(input);
  if (errors.length) return { viewer: null, userErrors: errors };
  if (!isLinkToken(input.token)) {
    return { viewer: null, userErrors: [invalid('token', MESSAGES.setupToken)] };
  }
  const account = await newAccount(ctx, value);
  const created = await ctx.store.site.completeSetup(hashToken(input.token), account);
  return signedInAs(ctx, created, 'token', MESSAGES.setupToken);
};

async function newAccount(
  ctx: Context,
  value: { handle: string; name: string; password: string },
): Promise<NewAccount> {
  return {
    handle: value.handle,
    name: value.name,
    passwordHash: await hashPassword(value.password, addressKey(ctx.http.ip)),
    createdAt: isoNow(ctx),
  };
}

async function insertReader(
  ctx: Context,
  account: NewAccount,
): Promise<{ user: UserRow } | AccountRefusal> {
  const user = await ctx.store.users.insertUser({ ...account, role: 'READER' });
  return user ? { user } : { refused: 'handle' };
}

/** Signs the new account in, or says why there is none. */
async function signedInAs(
  ctx: Context,
  created: { user: UserRow } | AccountRefusal,
  tokenField: string,
  tokenMessage: string,
) {
  if ('refused' in created) {
    const error =
      created.refused === 'handle'
        ? invalid('handle', MESSAGES.handleTaken, 'TAKEN')
        : invalid(tokenField, tokenMessage);
    return { viewer: null, userErrors: [error] };
  }
  await startSession(ctx.store, ctx.http, created.user.id, ctx.now());
  ctx.setViewer(created.user);
  return { viewer: created.user, userErrors: [] };
}

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
