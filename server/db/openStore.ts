import path from 'node:path';
import type { OpenStoreOptions, Store } from './store';
import type { PoolSettings } from './postgres/pool';
import { openPostgresStore } from './postgres/store';
import { openSqliteStore } from './sqlite/sqliteStore';

/** Where the store is, from the environment (server/README.md "Running at scale"). */
export type StoreLocation =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/**
 * The store `env` names (read by server/process/settings.ts): `FOLIO_DATABASE_URL=postgres://…` selects PostgreSQL,
 * otherwise `FOLIO_DB` names the SQLite file (default `data/folio.db` under `root`).
 */
export function storeLocation(env: NodeJS.ProcessEnv, defaultFile: string): StoreLocation {
  const url = env.FOLIO_DATABASE_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('FOLIO_DATABASE_URL must be a postgres:// or postgresql:// URL.');
    }
    return { dialect: 'postgres', url };
  }
  return { dialect: 'sqlite', file: path.resolve(env.FOLIO_DB || defaultFile) };
}

/**
 * Opens the store at `location`, migrations applied (and, when new, the demo seeded unless told
 * not to); `pool` is the PostgreSQL store's (server/process/settings.ts).
 */
export async function openStore(
  location: StoreLocation,
  options: OpenStoreOptions & { pool?: PoolSettings } = {},
): Promise<Store> {
  if (location.dialect === 'sqlite') return openSqliteStore(location.file, options);
  return openPostgresStore(location.url, options);
}
