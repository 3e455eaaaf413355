import { isEditor } from '../../../auth/permissions';
import { invalid } from '../../../domain/validation';
import type { MutationResolver } from '../types';
import { subscribersValue } from '../Subscribers';
import { requireViewerWho } from './guards';

/** RFC 5321's longest address: anything longer was never kept. */
const MAX_ADDRESS = 254;

/** Editors and owners erase an email subscriber and every row about the address. */
export const eraseSubscriber: MutationResolver<'eraseSubscriber'> = async (_, { input }, ctx) => {
  await requireViewerWho(ctx, isEditor);
  // Kept as server/mail/emailAddress.ts keeps addresses: trimmed and lower-cased.
  const email = input.email.trim().toLowerCase();
  const erased = email.length <= MAX_ADDRESS && (await ctx.store.subscribers.erase(email));
  return {
    erased,
    subscribers: subscribersValue(ctx.store),
    userErrors: erased ? [] : [invalid('email', 'No subscriber has this address.')],
  };
};
