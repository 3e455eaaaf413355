import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

const statements = preparedOnce((db) => ({
  byName: db.prepare(`SELECT value FROM secrets WHERE name = ?`).pluck(),
}));

/** A secret this database keeps (migrations create them); throws when it is missing. */
export function databaseSecret(db: FolioDatabase, name: string): Buffer {
  const value: unknown = statements(db).byName.get(name);
  if (!Buffer.isBuffer(value)) throw new Error(`The database has no secret named "${name}"`);
  return value;
}
