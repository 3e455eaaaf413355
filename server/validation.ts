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
  titleControl: 'Title must not contain control characters.',
  nameControl: 'Name must not contain control characters.',
  summaryControl: 'Summary must not contain control characters other than tabs and line breaks.',
  bodyControl: 'Body must not contain control characters other than tabs and line breaks.',
  commentControl: 'Comment must not contain control characters other than tabs and line breaks.',
  bioControl: 'Bio must not contain control characters other than tabs and line breaks.',
  handle: 'Handle must be 3 to 24 characters of a–z, 0–9 and _.',
  handleTaken: 'That handle is taken.',
  name: 'Name must be 1 to 80 characters.',
  bio: 'Bio must be at most 2,000 characters.',
  password: 'Password must be 8 to 200 characters.',
  badCredentials: 'Wrong handle or password.',
} as const;

// What a reader cannot see: whitespace, format characters (zero-width space, joiners, BOM, word
// joiner, soft hyphen, bidi controls, tag characters), other default-ignorable code points
// (variation selectors, Hangul fillers), controls, and the braille blank. A string with no
// character outside this class shows nothing, and is as empty as "".
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;
// C0 and C1 controls and DEL (Unicode Cc): NUL and its kind never belong in text a person wrote.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Multi-line fields keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const MULTILINE = { multiline: true };

/** Whether `text` has nothing a reader could see (only whitespace and invisible characters). */
export function isBlank(text: string): boolean {
  return !VISIBLE.test(text);
}

/**
 * Whether `text` holds a control character: any, in a one-line field; any but tab, line feed
 * and carriage return, in a `multiline` one.
 */
export function hasControlCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text);
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
    if (hasControlCharacter(value.title)) errors.push(invalid('title', MESSAGES.titleControl));
    else if (isBlank(value.title) || value.title.length > 140) {
      errors.push(invalid('title', MESSAGES.title));
    }
  }
  if (input.body !== undefined) {
    value.body = input.body;
    if (value.body.length > 100_000) errors.push(invalid('body', MESSAGES.body));
    else if (hasControlCharacter(value.body, MULTILINE)) {
      errors.push(invalid('body', MESSAGES.bodyControl));
    }
  }
  if (input.summary !== undefined) {
    value.summary = optionalText(input.summary);
    if (value.summary.length > 280) errors.push(invalid('summary', MESSAGES.summary));
    else if (hasControlCharacter(value.summary, MULTILINE)) {
      errors.push(invalid('summary', MESSAGES.summaryControl));
    }
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
  if (isBlank(value) || value.length > 5_000) {
    return { value, errors: [invalid('body', MESSAGES.comment)] };
  }
  const ok = !hasControlCharacter(value, MULTILINE);
  return { value, errors: ok ? [] : [invalid('body', MESSAGES.commentControl)] };
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
  const nameError = validateName(name);
  if (nameError) errors.push(nameError);
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
  const bio = optionalText(input.bio);
  const errors: UserError[] = [];
  const nameError = validateName(name);
  if (nameError) errors.push(nameError);
  if (bio.length > 2_000) errors.push(invalid('bio', MESSAGES.bio));
  else if (hasControlCharacter(bio, MULTILINE)) errors.push(invalid('bio', MESSAGES.bioControl));
  return { value: { name, bio }, errors };
}

/** The name rule, on the trimmed name: visible, 1 to 80 characters, no control character. */
function validateName(name: string): UserError | null {
  if (hasControlCharacter(name)) return invalid('name', MESSAGES.nameControl);
  if (isBlank(name) || name.length > 80) return invalid('name', MESSAGES.name);
  return null;
}

/** An optional field, trimmed; one that shows nothing (only invisible characters) is empty. */
function optionalText(text: string): string {
  const value = text.trim();
  return isBlank(value) ? '' : value;
}
