// The server's half of the rules in schema/rules.ts: each field's verdict comes from there, so the
// client, which calls the same functions, shows the same message before sending. Here the
// verdicts become userErrors on their fields, with the values normalized for the store.

import {
  bioError,
  bodyError,
  commentError,
  handleError,
  isBlank,
  MESSAGES,
  nameError,
  normalizeHandle,
  normalizeTagName,
  optionalText,
  passwordError,
  summaryError,
  tagsError,
  titleError,
} from '../../schema/rules';

// Still exported from here for the resolvers that import them by this path.
export { isBlank, MESSAGES, normalizeHandle };

export type UserErrorCode = 'INVALID' | 'TAKEN' | 'BAD_CREDENTIALS' | 'CONFLICT';

export interface UserError {
  field: string | null;
  message: string;
  code: UserErrorCode;
}

/** A userError on an input field. */
export function invalid(
  field: string | null,
  message: string,
  code: UserErrorCode = 'INVALID',
): UserError {
  return { field, message, code };
}

/** Trim, lower-case, spaces to '-', duplicates dropped, order kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeTagName))];
}

export interface ArticleFields {
  title?: string;
  body?: string;
  summary?: string;
  tags?: readonly string[];
}

export interface NormalizedArticleFields {
  title?: string;
  body?: string;
  summary?: string;
  tags?: string[];
}

/** Validates the fields given (others are left out) and returns them normalized. */
export function validateArticleFields(input: ArticleFields): {
  value: NormalizedArticleFields;
  errors: UserError[];
} {
  const errors: UserError[] = [];
  const value: NormalizedArticleFields = {};
  const check = (field: string, message: string | null) => {
    if (message) errors.push(invalid(field, message));
  };
  if (input.title !== undefined) {
    value.title = input.title.trim();
    check('title', titleError(value.title));
  }
  if (input.body !== undefined) {
    value.body = input.body;
    check('body', bodyError(value.body));
  }
  if (input.summary !== undefined) {
    value.summary = optionalText(input.summary);
    check('summary', summaryError(value.summary));
  }
  if (input.tags !== undefined) {
    value.tags = normalizeTags(input.tags);
    check('tags', tagsError(value.tags));
  }
  return { value, errors };
}

/** Validates a comment body; returns it trimmed. */
export function validateComment(body: string): { value: string; errors: UserError[] } {
  const message = commentError(body);
  return { value: body.trim(), errors: message ? [invalid('body', message)] : [] };
}

/** Validates sign-up input (uniqueness is the store's to decide). */
export function validateSignUp(input: { handle: string; name: string; password: string }): {
  value: { handle: string; name: string; password: string };
  errors: UserError[];
} {
  const errors = fieldErrors({
    handle: handleError(input.handle),
    name: nameError(input.name),
    password: passwordError(input.password),
  });
  const value = { handle: normalizeHandle(input.handle), name: input.name.trim() };
  return { value: { ...value, password: input.password }, errors };
}

/** Validates a profile edit; returns the values trimmed. */
export function validateProfile(input: { name: string; bio: string }): {
  value: { name: string; bio: string };
  errors: UserError[];
} {
  const errors = fieldErrors({ name: nameError(input.name), bio: bioError(input.bio) });
  return { value: { name: input.name.trim(), bio: optionalText(input.bio) }, errors };
}

/** The userErrors of the fields whose rule gave a message, in the order given. */
function fieldErrors(messages: Record<string, string | null>): UserError[] {
  return Object.entries(messages).flatMap(([field, message]) =>
    message ? [invalid(field, message)] : [],
  );
}
