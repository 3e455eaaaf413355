// The §5 rules, with the exact messages the client also shows.

export type UserErrorCode = 'INVALID' | 'TAKEN' | 'BAD_CREDENTIALS' | 'CONFLICT';

export interface UserError {
  field: string | null;
  message: string;
  code: UserErrorCode;
}

export const MESSAGES = {
  title: 'Title must be 1 to 140 characters.',
  body: 'Body must be at most 100,000 characters.',
  emptyBody: 'An empty article cannot be published.',
  summary: 'Summary must be at most 280 characters.',
  tagCount: 'At most 8 tags.',
  tagFormat: "Tags use a–z, 0–9 and '-', up to 32 characters.",
  comment: 'Comment must be 1 to 5,000 characters.',
  handle: 'Handle must be 3 to 24 characters of a–z, 0–9 and _.',
  handleTaken: 'That handle is taken.',
  name: 'Name must be 1 to 80 characters.',
  bio: 'Bio must be at most 2,000 characters.',
  password: 'Password must be 8 to 200 characters.',
  badCredentials: 'Wrong handle or password.',
} as const;

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
  const names = tags.map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '-'));
  return [...new Set(names)];
}

/** Handles are compared and stored in lower case. */
export function normalizeHandle(handle: string): string {
  return handle.trim().toLowerCase();
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
  if (input.title !== undefined) {
    value.title = input.title.trim();
    if (value.title.length < 1 || value.title.length > 140)
      errors.push(invalid('title', MESSAGES.title));
  }
  if (input.body !== undefined) {
    value.body = input.body;
    if (value.body.length > 100_000) errors.push(invalid('body', MESSAGES.body));
  }
  if (input.summary !== undefined) {
    value.summary = input.summary.trim();
    if (value.summary.length > 280) errors.push(invalid('summary', MESSAGES.summary));
  }
  if (input.tags !== undefined) {
    value.tags = normalizeTags(input.tags);
    if (value.tags.length > 8) errors.push(invalid('tags', MESSAGES.tagCount));
    if (value.tags.some((tag) => !/^[a-z0-9-]{1,32}$/.test(tag))) {
      errors.push(invalid('tags', MESSAGES.tagFormat));
    }
  }
  return { value, errors };
}

/** Validates a comment body; returns it trimmed. */
export function validateComment(body: string): { value: string; errors: UserError[] } {
  const value = body.trim();
  const ok = value.length >= 1 && value.length <= 5_000;
  return { value, errors: ok ? [] : [invalid('body', MESSAGES.comment)] };
}

/** Validates sign-up input (uniqueness is the store's to decide). */
export function validateSignUp(input: { handle: string; name: string; password: string }): {
  value: { handle: string; name: string; password: string };
  errors: UserError[];
} {
  const handle = normalizeHandle(input.handle);
  const name = input.name.trim();
  const errors: UserError[] = [];
  if (!/^[a-z0-9_]{3,24}$/.test(handle)) errors.push(invalid('handle', MESSAGES.handle));
  if (name.length < 1 || name.length > 80) errors.push(invalid('name', MESSAGES.name));
  if (input.password.length < 8 || input.password.length > 200) {
    errors.push(invalid('password', MESSAGES.password));
  }
  return { value: { handle, name, password: input.password }, errors };
}

/** Validates a profile edit; returns the values trimmed. */
export function validateProfile(input: { name: string; bio: string }): {
  value: { name: string; bio: string };
  errors: UserError[];
} {
  const name = input.name.trim();
  const bio = input.bio.trim();
  const errors: UserError[] = [];
  if (name.length < 1 || name.length > 80) errors.push(invalid('name', MESSAGES.name));
  if (bio.length > 2_000) errors.push(invalid('bio', MESSAGES.bio));
  return { value: { name, bio }, errors };
}
