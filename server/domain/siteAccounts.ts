// The accounts a site makes itself, decided once for both engines: the one-time setup that
// makes the first owner, and the staff invitations (server/db/siteStores.ts).
// Each is one transaction, so of two sign-ups with one link or one setup token, one wins.
import type { Role, UserRow } from '../db/rows';
import type { AccountRefusal, NewAccount } from '../db/siteStores';
import { ask, type Answer, type Work } from './work';

export interface SiteQueries {
  hasOwner(): Answer<boolean>;
  /**
   * The hash (hex) the setup is open under, if it is, held until the transaction ends
   * (PostgreSQL: FOR UPDATE, so a second setup with the token waits and then finds it spent).
   */
  setupToken(): Answer<string | undefined>;
  setSetupToken(hex: string): Answer<void>;
  closeSetup(): Answer<void>;
  /** Inserts the account; null when its handle is taken, the transaction still usable. */
  insertAccount(account: NewAccount, role: Role): Answer<UserRow | null>;
  /** Marks used, at `now`, the unused invitation with this token hash that expires after `now`. */
  claimInvitation(tokenHash: Buffer, now: number): Answer<{ id: number; role: Role } | undefined>;
  setInvitationUser(invitationId: number, userId: number): Answer<void>;
}

/** An engine's way of running the site's account writes. */
export interface SiteEngine {
  /** Runs `work` in one write transaction: committed, or rolled back when it throws. */
  transaction<T>(work: (q: SiteQueries) => Work<T>): Promise<T>;
}

/** Opens the one-time setup under this token hash (the newest printed works), unless there is an owner. */
export function openSetup(engine: SiteEngine, tokenHash: Buffer): Promise<boolean> {
  return engine.transaction(function* (q) {
    if (yield* ask(q.hasOwner())) return false;
    yield* ask(q.setSetupToken(tokenHash.toString('hex')));
    return true;
  });
}

/** Makes the first owner when `tokenHash` opens the setup and there is still none; closes it. */
export function completeSetup(
  engine: SiteEngine,
  tokenHash: Buffer,
  account: NewAccount,
): Promise<{ user: UserRow } | AccountRefusal> {
  return engine.transaction(function* (q): Work<{ user: UserRow } | AccountRefusal> {
    const open = yield* ask(q.setupToken());
    if (open !== tokenHash.toString('hex') || (yield* ask(q.hasOwner()))) {
      return { refused: 'token' };
    }
    const user = yield* ask(q.insertAccount(account, 'OWNER'));
    if (!user) return { refused: 'handle' };
    yield* ask(q.closeSetup());
    return { user };
  });
}

class HandleTaken extends Error {}

/** Makes an account with the role of the unused, unexpired invitation this token hash names. */
export async function acceptInvitation(
  engine: SiteEngine,
  tokenHash: Buffer,
  now: number,
  account: NewAccount,
): Promise<{ user: UserRow } | AccountRefusal> {
  try {
    return await engine.transaction(function* (q): Work<{ user: UserRow } | AccountRefusal> {
      const claimed = yield* ask(q.claimInvitation(tokenHash, now));
      if (!claimed) return { refused: 'token' };
      const user = yield* ask(q.insertAccount(account, claimed.role));
      // A taken handle must not spend the link: throwing rolls the claim back.
      if (!user) throw new HandleTaken();
      yield* ask(q.setInvitationUser(claimed.id, user.id));
      return { user };
    });
  } catch (error) {
    if (error instanceof HandleTaken) return { refused: 'handle' };
    throw error;
  }
}
