import type { ImportedAuthor } from '../domain/imports';
import { slugify } from '../domain/slug';
import {
  LENGTHS,
  handleError,
  isValidTagName,
  normalizeHandle,
  normalizeTagName,
} from '../../schema/rules';

// Fields every importer reads the same way: dates, authors, tags.

const MAX_DATE_TEXT = 64;

/** An ISO time from a source's date text, or null when it is not one. */
export function isoDate(value: string): string | null {
  if (value.length > MAX_DATE_TEXT) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * A source's author as an account to find or make: a handle Folio takes, or one made of the
 * name ("Ada Lovelace" → "ada_lovelace"); null when neither makes one.
 */
export function importedAuthor(handle: string, name: string): ImportedAuthor | null {
  const candidate = handleError(handle) ? slugify(handle).replace(/-/g, '_').slice(0, 24) : handle;
  return handleError(candidate) ? null : { handle: normalizeHandle(candidate), name: name.trim() };
}

/** A tag as Folio spells it (`#Machine Learning/NLP` → `machine-learning-nlp`), if any is left. */
export function tagName(tag: string): string[] {
  if (isValidTagName(normalizeTagName(tag))) return [normalizeTagName(tag)];
  const name = slugify(tag).slice(0, LENGTHS.tagName.max).replace(/-$/, '');
  // slugify names a text without letters or digits "article": such a tag is no tag.
  return name === 'article' && !/article/i.test(tag) ? [] : [name];
}

/** A percent-encoded path segment as text, or as it is when it does not decode. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
