// The article rules of schema/rules.ts, applied to the editor's form values so it shows the
// server's verdicts, with the same words, before anything is sent. The server still decides: its
// userErrors land on the same fields.

import {
  bodyError,
  isValidTagName,
  LENGTHS,
  MESSAGES as RULE_MESSAGES,
  normalizeTagName,
  summaryError,
  tagsError,
  titleError,
} from '../../schema/rules';

/** The limits the editor counts towards. */
export const LIMITS = {
  title: LENGTHS.title.max,
  summary: LENGTHS.summary.max,
  body: LENGTHS.body.max,
  tags: LENGTHS.tags.max,
  tagLength: LENGTHS.tagName.max,
} as const;

// Kept under the names the editor imports them by.
export { isValidTagName, RULE_MESSAGES as MESSAGES };

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

/**
 * Splits the tag text at commas and normalizes each name as the server does
 * (trim, lower-case, runs of spaces to '-'), dropping empty entries and
 * duplicates and keeping the author's order.
 */
export function normalizeTags(text: string): string[] {
  const names = text
    .split(',')
    .map(normalizeTagName)
    .filter((tag) => tag !== '');
  return [...new Set(names)];
}

/**
 * The article rules for `values`, a message per broken field. Publishing adds
 * the one rule a draft is spared: the body must not be empty.
 */
export function validateArticle(
  values: ArticleValues,
  options: { publishing?: boolean } = {},
): FieldErrors {
  const messages: Record<ArticleField, string | null> = {
    title: titleError(values.title),
    summary: summaryError(values.summary),
    tags: tagsError(normalizeTags(values.tags)),
    body: bodyError(values.body, options),
  };
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(messages) as [ArticleField, string | null][]) {
    if (message) errors[field] = message;
  }
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
