import type { Role, UserRow } from '../rows';
import type { NewUser } from '../accountStores';
import type { PgDb } from './db';
import { statement, storable } from './db';
import { isUniqueViolation } from './pool';

export const USER_COLUMNS = `'User' AS kind, u.id, u.handle, u.name, u.bio, u.role,
  folio_iso(u.created_at) AS "createdAt"`;

// Handles compare without regard to case through the unique index on lower(handle).
const q = {
  byIds: statement(
    'users.byIds',
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ANY($1::bigint[])`,
  ),
  byHandle: statement(
    'users.byHandle',
    `SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.handle) = lower($1)`,
  ),
  credentials: statement(
    'users.credentials',
    `SELECT ${USER_COLUMNS}, u.password_hash AS "passwordHash" FROM users u
     WHERE lower(u.handle) = lower($1)`,
  ),
  insert: statement(
    'users.insert',
    `INSERT INTO users AS u (handle, name, bio, role, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${USER_COLUMNS}`,
  ),
  updateProfile: statement(
    'users.updateProfile',
    `UPDATE users u SET name = $2, bio = $3 WHERE u.id = $1 RETURNING ${USER_COLUMNS}`,
  ),
  setRole: statement(
    'users.setRole',
    `UPDATE users u SET role = $2 WHERE lower(u.handle) = lower($1) RETURNING ${USER_COLUMNS}`,
  ),
  setPassword: statement(
    'users.setPassword',
    `UPDATE users SET password_hash = $2 WHERE lower(handle) = lower($1)`,
  ),
  all: statement('users.all', `SELECT ${USER_COLUMNS} FROM users u ORDER BY u.id`),
};

/** UserStore. */
export function userStore(db: PgDb) {
  return {
    usersByIds: (ids: readonly number[]) => db.rows<UserRow>(q.byIds(ids)),
    userByHandle: async (handle: string) =>
      storable(handle) ? db.first<UserRow>(q.byHandle(handle)) : undefined,
    credentialsByHandle: async (handle: string) =>
      storable(handle)
        ? db.first<UserRow & { passwordHash: string }>(q.credentials(handle))
        : undefined,
    async insertUser(user: NewUser): Promise<UserRow | null> {
      try {
        const { handle, name, bio, role, passwordHash, createdAt } = user;
        return (await db.first<UserRow>(
          q.insert(handle, name, bio ?? '', role, passwordHash, createdAt),
        ))!;
      } catch (error) {
        if (isUniqueViolation(error, 'users_handle')) return null;
        throw error;
      }
    },
    async updateProfile(id: number, name: string, bio: string) {
      return (await db.first<UserRow>(q.updateProfile(id, name, bio)))!;
    },
    setRole: async (handle: string, role: Role) =>
      storable(handle) ? db.first<UserRow>(q.setRole(handle, role)) : undefined,
    async setPasswordHash(handle: string, passwordHash: string) {
      if (!storable(handle)) return false;
      return (await db.run(q.setPassword(handle, passwordHash))) === 1;
    },
    allUsers: () => db.rows<UserRow>(q.all()),
  };
}
