import type { FolioDatabase } from './database';
import type { Role, UserRow } from '../rows';
import type { NewUser } from '../accountStores';
import { preparedOnce } from './statements';

const USER_COLUMNS = `'User' AS kind, id, handle, name, bio, role, created_at AS createdAt`;

const statements = preparedOnce((db) => ({
  byIds: db.prepare(
    `SELECT ${USER_COLUMNS} FROM users WHERE id IN (SELECT value FROM json_each(?))`,
  ),
  byHandle: db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE handle = ?`),
  credentialsByHandle: db.prepare(
    `SELECT ${USER_COLUMNS}, password_hash AS passwordHash FROM users WHERE handle = ?`,
  ),
  insert: db.prepare(
    `INSERT INTO users (handle, name, bio, role, password_hash, created_at)
     VALUES (@handle, @name, @bio, @role, @passwordHash, @createdAt)
     RETURNING ${USER_COLUMNS}`,
  ),
  updateProfile: db.prepare(
    `UPDATE users SET name = ?, bio = ? WHERE id = ? RETURNING ${USER_COLUMNS}`,
  ),
  setRole: db.prepare(`UPDATE users SET role = ? WHERE handle = ? RETURNING ${USER_COLUMNS}`),
  setPassword: db.prepare(`UPDATE users SET password_hash = ? WHERE handle = ?`),
  all: db.prepare(`SELECT ${USER_COLUMNS} FROM users ORDER BY id`),
}));

/** Users by id, in one statement whatever the number of ids. */
export function usersByIds(db: FolioDatabase, ids: readonly number[]): UserRow[] {
  return statements(db).byIds.all(JSON.stringify(ids)) as UserRow[];
}

/** The user with this handle, without regard to case. */
export function userByHandle(db: FolioDatabase, handle: string): UserRow | undefined {
  return statements(db).byHandle.get(handle) as UserRow | undefined;
}

/** The user and the stored password hash, for signing in. */
export function credentialsByHandle(
  db: FolioDatabase,
  handle: string,
): (UserRow & { passwordHash: string }) | undefined {
  return statements(db).credentialsByHandle.get(handle) as
    (UserRow & { passwordHash: string }) | undefined;
}

/** Inserts a user; returns null when the handle is taken (without regard to case). */
export function insertUser(db: FolioDatabase, user: NewUser): UserRow | null {
  try {
    return statements(db).insert.get({ bio: '', ...user }) as UserRow;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
    throw error;
  }
}

/** Replaces a user's name and bio. */
export function updateProfile(db: FolioDatabase, id: number, name: string, bio: string): UserRow {
  return statements(db).updateProfile.get(name, bio, id) as UserRow;
}

/** Changes a user's role; undefined when there is no such handle. */
export function setRole(db: FolioDatabase, handle: string, role: Role): UserRow | undefined {
  return statements(db).setRole.get(role, handle) as UserRow | undefined;
}

/** Replaces a user's password hash; false when there is no such handle. */
export function setPasswordHash(db: FolioDatabase, handle: string, passwordHash: string): boolean {
  return statements(db).setPassword.run(passwordHash, handle).changes === 1;
}

/** Every user, by id (one-off jobs over the whole store). */
export function allUsers(db: FolioDatabase): UserRow[] {
  return statements(db).all.all() as UserRow[];
}
