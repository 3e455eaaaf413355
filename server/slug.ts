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
