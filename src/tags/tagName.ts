import { isValidTagName, normalizeTagName as normalize } from '../../schema/rules';

/**
 * Normalizes a tag name the way the server does (trim, lower-case, spaces to
 * '-') and returns it when it is a valid tag name (schema/rules.ts), else
 * undefined. Used to validate `?tag=` before it reaches a query.
 */
export function normalizeTagName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const name = normalize(raw);
  return isValidTagName(name) ? name : undefined;
}
