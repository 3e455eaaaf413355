import crypto from 'node:crypto';

const MAX_SLUG_LENGTH = 80;

/**
 * The URL slug for an article title: ASCII lower-case words joined by '-'.
 * Diacritics are folded ("Café" → "cafe") so that slugs stay readable in any
 * URL bar; a title with no letters or digits yields "article". Uniqueness
 * (`-2`, `-3` …) is the store's job, not this function's.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'article';
}

/**
 * The slug of an article that was never published: its title's slug, "--"
 * and 8 random hex digits. A draft then never holds a slug a public article
 * could want (slugify never makes "--"), so taking a title's slug at publish
 * cannot reveal a hidden draft of the same title, and a draft's URL cannot be
 * guessed from its title.
 */
export function draftSlug(title: string): string {
  return `${slugify(title)}--${crypto.randomBytes(4).toString('hex')}`;
}
