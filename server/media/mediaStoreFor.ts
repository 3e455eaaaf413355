import path from 'node:path';
import type { StoreLocation } from '../db/openStore';
import { databaseMediaStore } from '../db/postgres/mediaStore';
import type { Store } from '../db/store';
import { DirectoryMediaStore, type MediaStore } from './store';

/**
 * Where uploaded renditions live beside `store`: in PostgreSQL when it is the store (every
 * process on every machine serves the same files), else the folder `mediaDir` (FOLIO_MEDIA_DIR), by default
 * `media/` beside the SQLite file. The server and the CLI (db:export, db:import) agree on it.
 */
export function mediaStoreFor(
  store: Store,
  location: StoreLocation,
  mediaDir: string | null,
): { media: MediaStore; shown: string } {
  const inDatabase = databaseMediaStore(store);
  if (inDatabase) return { media: inDatabase, shown: 'PostgreSQL' };
  const dir = path.resolve(
    mediaDir ||
      path.join(location.dialect === 'sqlite' ? path.dirname(location.file) : 'data', 'media'),
  );
  return { media: new DirectoryMediaStore(dir), shown: dir };
}
