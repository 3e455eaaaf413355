// PRODUCT.md §5 for articles, mirrored from server/validation.ts so the editor
// can show the same rules, with the same words, before anything is sent. The
// server still decides: its userErrors land on the same fields.

import { hasControlCharacter, isBlank } from '../app/textRules';

/** The limits the editor counts towards. */
export const LIMITS = { title: 140, summary: 280, body: 100_000, tags: 8, tagLength: 32 } as const;

/** The exact messages of the server's userErrors. */
export const MESSAGES = {
  title: 'Title must be 1 to 140 characters.',
  body: 'Body must be at most 100,000 characters.',
  emptyBody: 'An empty article cannot be published.',
  summary: 'Summary must be at most 280 characters.',
  tagCount: 'At most 8 tags.',
  tagFormat: "Tags use a–z, 0–9 and '-', up to 32 characters.",
  titleControl: 'Title must not contain control characters.',
  summaryControl: 'Summary must not contain control characters other than tabs and line breaks.',
  bodyControl: 'Body must not contain control characters other than tabs and line breaks.',
} as const;

const MULTILINE = { multiline: true };

/** The fields of the form; the server's userErrors name the same ones. */
export type ArticleField = 'title' | 'summary' | 'tags' | 'body';

/** What the author has typed. `tags` is the raw, comma-separated text. */
export interface ArticleValues {
  title: string;
  summary: string;
  tags: string;
  body: string;
}

/** One message per field at most: the first broken rule. */
export type FieldErrors = Partial<Record<ArticleField, string>>;

const TAG_NAME = /^[a-z0-9-]{1,32}$/;

/**
 * Splits the tag text at commas and normalizes each name as the server does
 * (trim, lower-case, runs of spaces to '-'), dropping empty entries and
 * duplicates and keeping the author's order.
 */
export function normalizeTags(text: string): string[] {
  const names = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter((tag) => tag !== '');
  return [...new Set(names)];
}

/** Whether a normalized tag name is one the server accepts. */
export function isValidTagName(name: string): boolean {
  return TAG_NAME.test(name);
}

/**
 * The §5 rules for `values`. Publishing adds the one rule a draft is spared:
 * the body must not be empty.
 */
export function validateArticle(
  values: ArticleValues,
  options: { publishing?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const title = values.title.trim();
  // A title of zero-width spaces is as empty as "": the server counts only what shows.
  if (hasControlCharacter(title)) errors.title = MESSAGES.titleControl;
  else if (isBlank(title) || title.length > LIMITS.title) errors.title = MESSAGES.title;
  const summary = values.summary.trim();
  if (summary.length > LIMITS.summary) errors.summary = MESSAGES.summary;
  else if (hasControlCharacter(summary, MULTILINE)) errors.summary = MESSAGES.summaryControl;
  const tags = normalizeTags(values.tags);
  if (tags.length > LIMITS.tags) errors.tags = MESSAGES.tagCount;
  else if (!tags.every(isValidTagName)) errors.tags = MESSAGES.tagFormat;
  if (values.body.length > LIMITS.body) errors.body = MESSAGES.body;
  else if (hasControlCharacter(values.body, MULTILINE)) errors.body = MESSAGES.bodyControl;
  else if (options.publishing && isBlank(values.body)) errors.body = MESSAGES.emptyBody;
  return errors;
}

/** Whether two sets of values would save the same article. */
export function sameValues(a: ArticleValues, b: ArticleValues): boolean {
  return (
    a.title === b.title &&
    a.summary === b.summary &&
    a.body === b.body &&
    normalizeTags(a.tags).join(',') === normalizeTags(b.tags).join(',')
  );
}
