import type { Store } from '../db/store';
import { addressKey } from './clientAddress';
import { rateLimited } from './refusals';

/** The writes a budget counts. */
export type WriteKind =
  | 'signUp'
  | 'createArticle'
  | 'updateArticle'
  | 'publish'
  | 'comment'
  | 'like'
  | 'report'
  | 'follow'
  | 'profile'
  | 'upload'
  | 'import'
  | 'subscribers'
  | 'testEmail';

/** How many writes of a kind fit in a window: per account (signed in) and per client address. */
export interface WriteRule {
  /** Per account; null where there is no account yet (signing up). */
  account: number | null;
  /** Per client address (IPv4, or IPv6 /64): several people behind one address, so more. */
  address: number;
  windowMs: number;
  /** The refusal's reason, before "Try again in …". */
  reason: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every write budget (README "Security limits"), each a few times what a busy person does, so
 * that nobody writing by hand meets one and a script is held to it: one account posted 16,590
 * comments in 20 s, each emptying every cached page. The address's budget is five times the
 * account's (an office or a school shares one). A write the budget refuses is not counted; one
 * refused for its input is (checking it is the work).
 */
export const WRITE_LIMITS: Readonly<Record<WriteKind, WriteRule>> = {
  // Sign-ups from one address: a class signing up together fits.
  signUp: {
    account: null,
    address: 30,
    windowMs: HOUR,
    reason: 'Too many accounts were made from your network.',
  },
  // An import by hand is dozens an hour.
  createArticle: {
    account: 60,
    address: 300,
    windowMs: HOUR,
    reason: 'You have created many articles in a short time.',
  },
  // Saves, restores and covers. Autosave saves at most every 2 s of typing
  // (src/editor/editorState.ts): 30 a minute.
  updateArticle: {
    account: 60,
    address: 300,
    windowMs: MINUTE,
    reason: 'You have saved many times in a short time.',
  },
  // Publishing, unpublishing, archiving, scheduling and deleting articles.
  publish: {
    account: 60,
    address: 300,
    windowMs: HOUR,
    reason: 'You have changed many articles in a short time.',
  },
  comment: {
    account: 20,
    address: 100,
    windowMs: 10 * MINUTE,
    reason: 'You have posted many comments in a short time.',
  },
  // Likes and their undoing: a reader going through a long thread likes dozens, never hundreds.
  like: {
    account: 120,
    address: 600,
    windowMs: 10 * MINUTE,
    reason: 'You have liked many comments and articles in a short time.',
  },
  // Reports of comments: more than a few an hour is a campaign, not a reader.
  report: {
    account: 20,
    address: 100,
    windowMs: HOUR,
    reason: 'You have reported many comments in a short time.',
  },
  // Follows of authors and tags and the reading list, each way: a reader setting up their
  // feed follows a dozen, and saves a few articles a day.
  follow: {
    account: 120,
    address: 600,
    windowMs: 10 * MINUTE,
    reason: 'You have followed or saved many things in a short time.',
  },
  // A name, a bio, an avatar.
  profile: {
    account: 30,
    address: 150,
    windowMs: 10 * MINUTE,
    reason: 'You have changed your profile many times in a short time.',
  },
  // The per-user figure is the upload limits' (media/uploadLimits.ts: 30 in 10 minutes).
  upload: {
    account: 30,
    address: 150,
    windowMs: 10 * MINUTE,
    reason: 'You have uploaded many images in a short time.',
  },
  // Imports from the Import screen (issue 30), dry runs included: a few files tried and
  // imported in an afternoon, each up to thousands of articles.
  import: {
    account: 20,
    address: 100,
    windowMs: HOUR,
    reason: 'You have imported many files in a short time.',
  },
  // Editors' imports of subscriber files (dry runs included): a few an hour is a migration.
  subscribers: {
    account: 30,
    address: 150,
    windowMs: HOUR,
    reason: 'You have imported many subscriber files in a short time.',
  },
  // Test emails to an address an editor types: enough to check a few articles, too few to spam.
  testEmail: {
    account: 10,
    address: 50,
    windowMs: HOUR,
    reason: 'You have sent many test emails in a short time.',
  },
};

/** Rows older than the longest window are forgotten. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(WRITE_LIMITS).map((rule) => rule.windowMs));

/** Who writes: the account (null when signing up) and the client's address. */
export interface Writer {
  userId: number | null;
  ip: string;
}

/**
 * Counts one write of `kind` against the writer's budgets, in the store, so every server
 * process counts the same writes. Returns 0 when admitted, or the whole seconds until the
 * window lets the next one through (nothing counted). `factor` multiplies every budget
 * (FOLIO_WRITE_LIMIT_FACTOR: load tests and benches write from one address).
 */
export async function writeWait(
  store: Store,
  kind: WriteKind,
  writer: Writer,
  now: number,
  options: { factor?: number; rule?: Partial<WriteRule> } = {},
): Promise<number> {
  const rule = { ...WRITE_LIMITS[kind], ...options.rule };
  const factor = options.factor ?? 1;
  const since = now - rule.windowMs;
  const budgets = [
    { key: `${kind}:address:${addressKey(writer.ip)}`, limit: rule.address * factor, since },
  ];
  if (rule.account !== null && writer.userId !== null) {
    budgets.unshift({ key: `${kind}:user:${writer.userId}`, limit: rule.account * factor, since });
  }
  const admission = await store.writes.admitWrite(budgets, now, now - LONGEST_WINDOW_MS);
  if ('admitted' in admission) return 0;
  return Math.max(1, Math.ceil((admission.at - since) / 1000));
}

/**
 * As {@link writeWait}, for a GraphQL mutation: throws TOO_MANY_REQUESTS with
 * `extensions.retryAfterSeconds` when the budget is spent, before anything is written.
 */
export async function admitWrite(
  store: Store,
  kind: WriteKind,
  writer: Writer,
  now: number,
  factor = 1,
): Promise<void> {
  const wait = await writeWait(store, kind, writer, now, { factor });
  if (wait > 0) throw rateLimited(WRITE_LIMITS[kind].reason, wait);
}
