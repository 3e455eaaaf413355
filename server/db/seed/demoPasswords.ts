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

/** How long an answer of {@link ExposedDemoAccounts} is reused. */
export const EXPOSED_DEMO_ACCOUNTS_TTL_MS = 60_000;

/**
 * {@link demoAccountsWithDemoPassword} for the owner's screens of a server others can reach,
 * kept for a minute. The check costs a password hash per demo account (6, about 50 ms each),
 * too much for every page an owner opens; and a new password is given by the command line, in
 * another process, so no event here could clear a cached answer: a minute is how long the
 * screens may still warn after the fix.
 */
export class ExposedDemoAccounts {
  private cached: { handles: Promise<string[]>; at: number } | null = null;

  private readonly ttlMs: number;
  private readonly now: () => number;

  /** `now` is the clock (epoch ms); tests replace it to reach the end of `ttlMs`. */
  constructor(
    private readonly store: Store,
    options: { ttlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? EXPOSED_DEMO_ACCOUNTS_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The handles as of at most `ttlMs` ago; concurrent callers share one check. */
  handles(): Promise<string[]> {
    const now = this.now();
    if (!this.cached || now - this.cached.at >= this.ttlMs) {
      const handles = demoAccountsWithDemoPassword(this.store);
      const entry = { handles, at: now };
      this.cached = entry;
      // A failed check (the hashing queue full under sign-in load) is not kept: the next asks again.
      handles.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    return this.cached.handles;
  }
}
