import type { After, InvitationRow, Page, Role, SignUpPolicy, UserRow } from '../rows';
import type { SiteEngine, SiteQueries } from '../../domain/siteAccounts';
import { runAsync } from '../../domain/work';
import type { NewAccount, SiteProfile } from '../siteStores';
import type { Exec, PgDb } from './db';
import { statement } from './db';
import { USER_COLUMNS } from './users';

// Invitation clocks are epoch milliseconds (bigint, read as numbers: pool.ts), as sessions'.
const INVITATION_COLUMNS = `'Invitation' AS kind, i.id, i.role, i.created_by AS "createdBy",
  i.created_at AS "createdAt", i.expires_at AS "expiresAt"`;

const q = {
  setting: statement('site.setting', `SELECT value FROM site_settings WHERE name = $1`),
  lockSetting: statement(
    'site.lockSetting',
    `SELECT value FROM site_settings WHERE name = $1 FOR UPDATE`,
  ),
  setSetting: statement(
    'site.setSetting',
    `INSERT INTO site_settings (name, value) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  ),
  deleteSetting: statement('site.deleteSetting', `DELETE FROM site_settings WHERE name = $1`),
  hasOwner: statement(
    'site.hasOwner',
    `SELECT EXISTS (SELECT 1 FROM users WHERE role = 'OWNER') AS "hasOwner"`,
  ),
  // ON CONFLICT on the handle's index: a taken handle must not abort the transaction around it.
  insertUser: statement(
    'site.insertUser',
    `INSERT INTO users AS u (handle, name, bio, role, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(handle))) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
  ),
  staff: statement(
    'site.staff',
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.role <> 'READER' ORDER BY u.id LIMIT $1`,
  ),
  staffAfter: statement(
    'site.staffAfter',
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.role <> 'READER' AND u.id > $1
     ORDER BY u.id LIMIT $2`,
  ),
  insertInvitation: statement(
    'site.insertInvitation',
    `INSERT INTO invitations AS i (token_hash, role, created_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${INVITATION_COLUMNS}`,
  ),
  pending: statement(
    'site.pending',
    `SELECT ${INVITATION_COLUMNS} FROM invitations i
     WHERE i.used_at IS NULL AND i.expires_at > $1 ORDER BY i.id DESC LIMIT $2`,
  ),
  pendingAfter: statement(
    'site.pendingAfter',
    `SELECT ${INVITATION_COLUMNS} FROM invitations i
     WHERE i.used_at IS NULL AND i.expires_at > $1 AND i.id < $2 ORDER BY i.id DESC LIMIT $3`,
  ),
  pendingById: statement(
    'site.pendingById',
    `SELECT ${INVITATION_COLUMNS} FROM invitations i
     WHERE i.id = $1 AND i.used_at IS NULL AND i.expires_at > $2`,
  ),
  deleteInvitation: statement('site.deleteInvitation', `DELETE FROM invitations WHERE id = $1`),
  claimInvitation: statement(
    'site.claimInvitation',
    `UPDATE invitations SET used_at = $1
     WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING id, role`,
  ),
  markUsed: statement('site.markUsed', `UPDATE invitations SET used_by = $1 WHERE id = $2`),
};

const SIGN_UP_POLICY = 'sign_up_policy';
const HELD_FIRST_COMMENTS = 'held_first_comments';
const SITE_TITLE = 'site_title';
const SITE_DESCRIPTION = 'site_description';
const PINNED_ARTICLE = 'pinned_article_id';
const SETUP_TOKEN = 'setup_token_hash';

function insertAccount(tx: Exec, account: NewAccount, role: Role) {
  const { handle, name, bio, passwordHash, createdAt } = account;
  return tx.first<UserRow>(q.insertUser(handle, name, bio ?? '', role, passwordHash, createdAt));
}

function keyedById<T extends { id: number }>(rows: T[], first: number): Page<T> {
  return {
    rows: rows.slice(0, first).map((row) => ({ row, key: row.id })),
    hasNextPage: rows.length > first,
  };
}

/** The site's account writes over the pool, each in one transaction on one client. */
export function postgresSiteEngine(db: PgDb): SiteEngine {
  const queries = (tx: Exec): SiteQueries => ({
    hasOwner: () => hasOwner(tx),
    setupToken: async () => (await tx.first<{ value: string }>(q.lockSetting(SETUP_TOKEN)))?.value,
    async setSetupToken(hex) {
      await tx.run(q.setSetting(SETUP_TOKEN, hex));
    },
    async closeSetup() {
      await tx.run(q.deleteSetting(SETUP_TOKEN));
    },
    insertAccount: async (account, role) => (await insertAccount(tx, account, role)) ?? null,
    claimInvitation: (tokenHash, now) =>
      tx.first<{ id: number; role: Role }>(q.claimInvitation(now, tokenHash)),
    async setInvitationUser(invitationId, userId) {
      await tx.run(q.markUsed(userId, invitationId));
    },
  });
  return { transaction: (work) => db.tx((tx) => runAsync(work(queries(tx)))) };
}

async function hasOwner(on: Exec): Promise<boolean> {
  return (await on.first<{ hasOwner: boolean }>(q.hasOwner()))!.hasOwner;
}

/** SiteStore and InvitationStore, but for the account writes (server/domain/siteAccounts.ts). */
export function siteStores(db: PgDb) {
  return {
    site: {
      async siteProfile(): Promise<SiteProfile> {
        const setting = async (name: string) =>
          (await db.first<{ value: string }>(q.setting(name)))?.value ?? null;
        const pinned = await setting(PINNED_ARTICLE);
        return {
          title: await setting(SITE_TITLE),
          description: await setting(SITE_DESCRIPTION),
          pinnedArticleId: pinned === null ? null : Number(pinned),
        };
      },
      async setSiteProfile(profile: {
        title: string;
        description: string;
        pinnedArticleId: number | null;
      }) {
        await db.tx(async (tx) => {
          await tx.run(q.setSetting(SITE_TITLE, profile.title));
          await tx.run(q.setSetting(SITE_DESCRIPTION, profile.description));
          await tx.run(
            profile.pinnedArticleId === null
              ? q.deleteSetting(PINNED_ARTICLE)
              : q.setSetting(PINNED_ARTICLE, String(profile.pinnedArticleId)),
          );
        });
      },
      async signUpPolicy(): Promise<SignUpPolicy> {
        return (
          (await db.first<{ value: SignUpPolicy }>(q.setting(SIGN_UP_POLICY)))?.value ?? 'OPEN'
        );
      },
      async setSignUpPolicy(policy: SignUpPolicy) {
        await db.run(q.setSetting(SIGN_UP_POLICY, policy));
      },
      async heldFirstComments() {
        return Number(
          (await db.first<{ value: string }>(q.setting(HELD_FIRST_COMMENTS)))?.value ?? 0,
        );
      },
      async setHeldFirstComments(count: number) {
        await db.run(q.setSetting(HELD_FIRST_COMMENTS, String(count)));
      },
      hasOwner: () => hasOwner(db),
      async staff(first: number, after: After | null) {
        const rows = await db.rows<UserRow>(
          after ? q.staffAfter(after.id, first + 1) : q.staff(first + 1),
        );
        return keyedById(rows, first);
      },
    },
    invitations: {
      async insertInvitation(invitation: {
        tokenHash: Buffer;
        role: Role;
        createdBy: number;
        createdAt: number;
        expiresAt: number;
      }) {
        const { tokenHash, role, createdBy, createdAt, expiresAt } = invitation;
        return (await db.first<InvitationRow>(
          q.insertInvitation(tokenHash, role, createdBy, createdAt, expiresAt),
        ))!;
      },
      async pendingInvitations(now: number, first: number, after: After | null) {
        const rows = await db.rows<InvitationRow>(
          after ? q.pendingAfter(now, after.id, first + 1) : q.pending(now, first + 1),
        );
        return keyedById(rows, first);
      },
      pendingInvitation: (id: number, now: number) =>
        db.first<InvitationRow>(q.pendingById(id, now)),
      deleteInvitation: async (id: number) => (await db.run(q.deleteInvitation(id))) === 1,
    },
  };
}
