import { verifyPassword } from '../../auth/passwords';
import type { Store } from '../store';
import { loadSeedContent } from './content';
import { DEMO_PASSWORD } from './seed';

/**
 * The handles of demo accounts that still sign in with the demo password (README): on a
 * server others can reach, anyone who has read the README can act as them.
 */
export async function demoAccountsWithDemoPassword(store: Store): Promise<string[]> {
  const found: string[] = [];
  for (const { handle } of loadSeedContent().users) {
    const account = await store.users.credentialsByHandle(handle.toLowerCase());
    if (account && (await verifyPassword(DEMO_PASSWORD, account.passwordHash))) {
      found.push(account.handle);
    }
  }
  return found;
}
