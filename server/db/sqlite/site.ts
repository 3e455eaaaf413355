import type { FolioDatabase } from './database';
import type { After, InvitationRow, Page, Role, SignUpPolicy, UserRow } from '../rows';
import type { SiteEngine, SiteQueries } from '../../domain/siteAccounts';
import { runSync } from '../../domain/work';
import { preparedOnce } from './statements';
import type { SiteProfile } from '../siteStores';
import { insertUser } from './users';

const USER_COLUMNS = `'User' AS kind, id, handle, name, bio, role, created_at AS createdAt`;
const INVITATION_COLUMNS = `'Invitation' AS kind, id, role, created_by AS createdBy,
  created_at AS createdAt, expires_at AS expiresAt`;

const statements = preparedOnce((db) => ({
  setting: db.prepare(`SELECT value FROM site_settings WHERE name = ?`).pluck(),
  setSetting: db.prepare(
    `INSERT INTO site_settings (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  ),
  deleteSetting: db.prepare(`DELETE FROM site_settings WHERE name = ?`),
  hasOwner: db.prepare(`SELECT EXISTS (SELECT 1 FROM users WHERE role = 'OWNER')`).pluck(),
  staff: db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE role != 'READER' ORDER BY id LIMIT ?`),
  staffAfter: db.prepare(
    `SELECT ${USER_COLUMNS} FROM users WHERE role != 'READER' AND id > ? ORDER BY id LIMIT ?`,
  ),
  insertInvitation: db.prepare(
    `INSERT INTO invitations (token_hash, role, created_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?) RETURNING ${INVITATION_COLUMNS}`,
  ),
  pending: db.prepare(
    `SELECT ${INVITATION_COLUMNS} FROM invitations
     WHERE used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT ?`,
  ),
  pendingAfter: db.prepare(
    `SELECT ${INVITATION_COLUMNS} FROM invitations
     WHERE used_at IS NULL AND expires_at > ? AND id < ? ORDER BY id DESC LIMIT ?`,
  ),
  pendingById: db.prepare(
    `SELECT ${INVITATION_COLUMNS} FROM invitations
     WHERE id = ? AND used_at IS NULL AND expires_at > ?`,
  ),
  deleteInvitation: db.prepare(`DELETE FROM invitations WHERE id = ?`),
  claimInvitation: db.prepare(
    `UPDATE invitations SET used_at = ?
     WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING id, role`,
  ),
  markUsed: db.prepare(`UPDATE invitations SET used_by = ? WHERE id = ?`),
}));

const SIGN_UP_POLICY = 'sign_up_policy';
const SITE_TITLE = 'site_title';
const SITE_DESCRIPTION = 'site_description';
const PINNED_ARTICLE = 'pinned_article_id';
const SETUP_TOKEN = 'setup_token_hash';
const HELD_FIRST_COMMENTS = 'held_first_comments';

/** Who may sign up. */
export function signUpPolicy(db: FolioDatabase): SignUpPolicy {
  return (statements(db).setting.get(SIGN_UP_POLICY) as SignUpPolicy | undefined) ?? 'OPEN';
}

export function setSignUpPolicy(db: FolioDatabase, policy: SignUpPolicy): void {
  statements(db).setSetting.run(SIGN_UP_POLICY, policy);
}

/** How many of an account's first comments wait for approval (0: none). */
export function heldFirstComments(db: FolioDatabase): number {
  return Number((statements(db).setting.get(HELD_FIRST_COMMENTS) as string | undefined) ?? 0);
}

export function setHeldFirstComments(db: FolioDatabase, count: number): void {
  statements(db).setSetting.run(HELD_FIRST_COMMENTS, String(count));
}

export function siteProfile(db: FolioDatabase): SiteProfile {
  const setting = (name: string) =>
    (statements(db).setting.get(name) as string | undefined) ?? null;
  const pinned = setting(PINNED_ARTICLE);
  return {
    title: setting(SITE_TITLE),
    description: setting(SITE_DESCRIPTION),
    pinnedArticleId: pinned === null ? null : Number(pinned),
  };
}

export function setSiteProfile(
  db: FolioDatabase,
  profile: { title: string; description: string; pinnedArticleId: number | null },
): void {
  const s = statements(db);
  db.transaction(() => {
    s.setSetting.run(SITE_TITLE, profile.title);
    s.setSetting.run(SITE_DESCRIPTION, profile.description);
    if (profile.pinnedArticleId === null) s.deleteSetting.run(PINNED_ARTICLE);
    else s.setSetting.run(PINNED_ARTICLE, String(profile.pinnedArticleId));
  })();
}

export function hasOwner(db: FolioDatabase): boolean {
  return statements(db).hasOwner.get() === 1;
}

/** Staff accounts by id. */
export function staff(db: FolioDatabase, first: number, after: After | null): Page<UserRow> {
  const s = statements(db);
  const rows = (
    after ? s.staffAfter.all(after.id, first + 1) : s.staff.all(first + 1)
  ) as UserRow[];
  return {
    rows: rows.slice(0, first).map((row) => ({ row, key: row.id })),
    hasNextPage: rows.length > first,
  };
}

export function insertInvitation(
  db: FolioDatabase,
  invitation: {
    tokenHash: Buffer;
    role: Role;
    createdBy: number;
    createdAt: number;
    expiresAt: number;
  },
): InvitationRow {
  const { tokenHash, role, createdBy, createdAt, expiresAt } = invitation;
  return statements(db).insertInvitation.get(
    tokenHash,
    role,
    createdBy,
    createdAt,
    expiresAt,
  ) as InvitationRow;
}

/** Unused invitations still valid at `now`, newest first. */
export function pendingInvitations(
  db: FolioDatabase,
  now: number,
  first: number,
  after: After | null,
): Page<InvitationRow> {
  const s = statements(db);
  const rows = (
    after ? s.pendingAfter.all(now, after.id, first + 1) : s.pending.all(now, first + 1)
  ) as InvitationRow[];
  return {
    rows: rows.slice(0, first).map((row) => ({ row, key: row.id })),
    hasNextPage: rows.length > first,
  };
}

export function pendingInvitation(
  db: FolioDatabase,
  id: number,
  now: number,
): InvitationRow | undefined {
  return statements(db).pendingById.get(id, now) as InvitationRow | undefined;
}

export function deleteInvitation(db: FolioDatabase, id: number): boolean {
  return statements(db).deleteInvitation.run(id).changes === 1;
}

/** The site's account writes over one connection, each in one IMMEDIATE transaction. */
export function sqliteSiteEngine(db: FolioDatabase): SiteEngine {
  const s = statements(db);
  const q: SiteQueries = {
    hasOwner: () => hasOwner(db),
    setupToken: () => s.setting.get(SETUP_TOKEN) as string | undefined,
    setSetupToken: (hex) => void s.setSetting.run(SETUP_TOKEN, hex),
    closeSetup: () => void s.deleteSetting.run(SETUP_TOKEN),
    insertAccount: (account, role) => insertUser(db, { ...account, role }),
    claimInvitation: (tokenHash, now) =>
      s.claimInvitation.get(now, tokenHash, now) as { id: number; role: Role } | undefined,
    setInvitationUser: (invitationId, userId) => void s.markUsed.run(userId, invitationId),
  };
  return {
    async transaction(work) {
      return db.transaction(() => runSync(work(q))).immediate();
    },
  };
}
