// The slug rule (server/README.md "Slugs"): a never-published article holds a draft slug that
// follows its title; the first publish gives it a public slug, unique among slugs that were
// ever public, kept for good.
import { slugify } from './slug';
import type { ArticleEngine, ArticleQueries } from './articleQueries';
import { ask, type Work } from './work';

/**
 * The public slug for `title`: its slug, or `-2`, `-3` … when an article that was ever public
 * holds it (it was public under that slug, so saying so reveals nothing). Never-published
 * articles are not consulted: their slugs cannot collide (see draftSlug), and counting them
 * would confirm a guessed hidden title. `refused` holds slugs the store refused meanwhile.
 */
export function* publicSlug(
  q: ArticleQueries,
  title: string,
  articleId: number,
  refused: ReadonlySet<string>,
): Work<string> {
  const base = slugify(title);
  const taken = new Set([...refused, ...(yield* ask(q.publicSlugsLike(base, articleId)))]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** How many slugs a write tries before the store's refusal is let through. */
const SLUG_ATTEMPTS = 5;

/** A write that stores a slug: it passes the slug through `claim` just before writing it. */
export type SlugWrite<T> = (
  q: ArticleQueries,
  claim: (slug: string) => string,
  refused: ReadonlySet<string>,
) => Work<T>;

/**
 * Runs `write` in one transaction, and again while the unique index refuses the slug it chose
 * (a writer this one could not see: an older server during an upgrade, two drafts drawing the
 * same random part) or the engine ended it to break a deadlock. Never an error for a slug,
 * unless five in a row are refused.
 */
export async function withFreeSlug<T>(engine: ArticleEngine, write: SlugWrite<T>): Promise<T> {
  const refused = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    let tried: string | null = null;
    const claim = (slug: string): string => (tried = slug);
    try {
      return await engine.transaction((q) => write(q, claim, refused));
    } catch (error) {
      const slugTaken = tried !== null && engine.isSlugTaken(error);
      if (attempt >= SLUG_ATTEMPTS || !(slugTaken || engine.isTransient(error))) throw error;
      if (slugTaken) refused.add(tried!);
    }
  }
}
