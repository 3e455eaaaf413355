import type { FolioDatabase } from './database';

/**
 * Memoizes a module's prepared statements per connection, so each statement
 * is compiled once per database and never per request.
 */
export function preparedOnce<T>(prepare: (db: FolioDatabase) => T): (db: FolioDatabase) => T {
  const cache = new WeakMap<FolioDatabase, T>();
  return (db) => {
    let statements = cache.get(db);
    if (!statements) {
      statements = prepare(db);
      cache.set(db, statements);
    }
    return statements;
  };
}
