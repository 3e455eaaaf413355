import fs from 'node:fs';
import path from 'node:path';

/** One numbered migration of an engine: `NNN_name.sql` in that engine's `migrations/` folder. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

/** The migrations in `dir`, in the order of their numbers (each engine keeps its own series). */
export function readMigrations(dir: string): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .map((name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));
}
