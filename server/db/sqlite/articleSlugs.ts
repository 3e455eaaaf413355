import { slugify } from '../../slug';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

// The store's half of the slug rule (ARTICLE_STATUSES in schema/rules.ts, server/README.md "Slugs"):
// uniqueness among slugs that were ever public, and retries when the UNIQUE
// index refuses a slug anyway.

const statements = preparedOnce((db) => ({
  // Only slugs that were once public: a never-published article holds a
  // "--"-suffixed slug that no candidate here can equal.
  publicLike: db.prepare(
    `SELECT slug FROM articles
     WHERE (slug = ? OR slug GLOB ?) AND published_at IS NOT NULL AND id != ?`,
  ),
}));

/**
 * The public slug for `title`: its slug, or `-2`, `-3` … when an article that
 * was ever public holds it (it was public under that slug, so saying so
 * reveals nothing). Never-published articles are not consulted: their slugs
 * cannot collide (see draftSlug), and counting them would confirm a guessed
 * hidden title. `alsoTaken` holds slugs the store refused meanwhile.
 */
export function publicSlug(
  db: FolioDatabase,
  title: string,
  articleId: number,
  alsoTaken: ReadonlySet<string>,
): string {
  const base = slugify(title);
  // `base` is only a-z, 0-9 and '-', so it is safe inside a GLOB pattern.
  const rows = statements(db).publicLike.all(base, `${base}-[0-9]*`, articleId) as {
    slug: string;
  }[];
  const taken = new Set([...alsoTaken, ...rows.map((r) => r.slug)]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** How many slugs a write tries before the store's refusal is let through. */
const SLUG_ATTEMPTS = 5;

/**
 * Runs `write` in an IMMEDIATE transaction (the slugs it reads and the row it
 * writes under one write lock, so another process cannot take the slug in
 * between), and again while the store refuses the slug it chose as taken: by
 * a writer this one could not see (an older server during an upgrade), or by
 * two drafts drawing the same random part. `write` passes the slug it is
 * about to store through `use`; `refused` holds the slugs refused so far.
 */
export function withFreeSlug<T>(
  db: FolioDatabase,
  write: (use: (slug: string) => string, refused: ReadonlySet<string>) => T,
): T {
  const refused = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    let tried: string | null = null;
    const use = (slug: string): string => (tried = slug);
    try {
      return db.transaction(() => write(use, refused)).immediate();
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || tried === null || !isSlugTaken(error)) throw error;
      refused.add(tried);
    }
  }
}

// Duck-typed rather than `instanceof Database.SqliteError`: the native addon
// keeps the class of the first copy of better-sqlite3 loaded in the process,
// which need not be this module's (jest loads a copy per test file).
function isSlugTaken(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    message.includes('articles.slug')
  );
}
