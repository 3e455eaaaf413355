import type { Store } from '../db/store';
import { newLinkToken } from './linkTokens';

/**
 * The one-time setup of a site with no owner, as Jupyter's first-run token: a new link whose
 * token the store keeps hashed (every process of a pool checks the same one), replacing any
 * earlier link. Null when the site has an owner: then nothing is offered, nothing written.
 */
export async function offerSetup(store: Store, origin: string): Promise<string | null> {
  if (await store.site.hasOwner()) return null;
  const { token, hash } = newLinkToken();
  if (!(await store.site.openSetup(hash))) return null;
  return `${origin}/setup?token=${token}`;
}

/** Prints the setup link, when there is one, where the person who started the server looks. */
export async function announceSetup(store: Store, origin: string): Promise<void> {
  const link = await offerSetup(store, origin).catch((error: Error) => {
    console.error(`Offering the one-time setup failed: ${error.message}`);
    return null;
  });
  if (!link) return;
  console.log(
    [
      '',
      '  This site has no owner yet. To create the owner account, open:',
      '',
      `    ${link}`,
      '',
      '  The link works once; restarting the server prints a new one.',
      '',
    ].join('\n'),
  );
}
