// The store's areas for the site as a whole (see store.ts for the rules every implementation
// keeps): its settings, the one-time setup that makes the first owner, and staff invitations.
import type { NewUser } from './accountStores';
import type { After, InvitationRow, Page, Role, SignUpPolicy, UserRow } from './rows';

/** A new account whose role the store decides (the invitation's, or OWNER at setup). */
export type NewAccount = Omit<NewUser, 'role'>;

/** Why an account was not made: the token did not open it, or the handle is taken. */
export type AccountRefusal = { refused: 'token' | 'handle' };

/** The home page's words and pin as stored: null for one never set (the rules give defaults). */
export interface SiteProfile {
  title: string | null;
  description: string | null;
  pinnedArticleId: number | null;
}

export interface SiteStore {
  siteProfile(): Promise<SiteProfile>;
  /** Writes all three at once (one transaction); a null pin removes it. */
  setSiteProfile(profile: {
    title: string;
    description: string;
    pinnedArticleId: number | null;
  }): Promise<void>;
  /** Who may sign up (OPEN unless an owner changed it). */
  signUpPolicy(): Promise<SignUpPolicy>;
  setSignUpPolicy(policy: SignUpPolicy): Promise<void>;
  /** How many of an account's first comments wait for an editor's approval (0, the default: none). */
  heldFirstComments(): Promise<number>;
  setHeldFirstComments(count: number): Promise<void>;
  /** Whether some account is an OWNER: until one is, the one-time setup is offered. */
  hasOwner(): Promise<boolean>;
  /**
   * Opens the one-time setup under this token hash (replacing an earlier one: the newest token
   * printed is the one that works); false, and nothing written, when there is an owner.
   */
  openSetup(tokenHash: Buffer): Promise<boolean>;
  /**
   * In one transaction: when the setup is open under `tokenHash` and there is still no owner,
   * inserts the account as OWNER and closes the setup (the token works once).
   */
  completeSetup(
    tokenHash: Buffer,
    account: NewAccount,
  ): Promise<{ user: UserRow } | AccountRefusal>;
  /** Staff accounts (every role but READER), by id; key = id. */
  staff(first: number, after: After | null): Promise<Page<UserRow>>;
}

export interface InvitationStore {
  insertInvitation(invitation: {
    tokenHash: Buffer;
    role: Role;
    createdBy: number;
    createdAt: number;
    expiresAt: number;
  }): Promise<InvitationRow>;
  /** Unused invitations that expire after `now`, newest first; key = id. */
  pendingInvitations(now: number, first: number, after: After | null): Promise<Page<InvitationRow>>;
  /** An unused, unexpired invitation by id, or undefined. */
  pendingInvitation(id: number, now: number): Promise<InvitationRow | undefined>;
  /** Deletes an invitation; false when there was none. */
  deleteInvitation(id: number): Promise<boolean>;
  /**
   * In one transaction (exact across processes: of two sign-ups with one link, one wins): when
   * an unused invitation with this token hash expires after `now`, inserts the account with its
   * role and marks the invitation used by it.
   */
  acceptInvitation(
    tokenHash: Buffer,
    now: number,
    account: NewAccount,
  ): Promise<{ user: UserRow } | AccountRefusal>;
}
