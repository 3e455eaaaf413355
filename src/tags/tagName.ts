const TAG_NAME = /^[a-z0-9-]{1,32}$/;

/**
 * Normalizes a tag name the way the server does (trim, lower-case, spaces to
 * '-') and returns it when it is a valid tag name (PRODUCT.md §5), else
 * undefined. Used to validate `?tag=` before it reaches a query.
 */
export function normalizeTagName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const name = raw.trim().toLowerCase().replace(/\s+/g, '-');
  return TAG_NAME.test(name) ? name : undefined;
}
