// The product rules both sides obey, beside the SDL they go with: the browser app (src/) checks
// them before sending, with the same words, and the server (server/domain/validation.ts and the modules
// that import these constants) decides. Code that depends on a rule cites this module. Nothing here
// may import from src/ or server/: webpack, tsx, jest and tsc all compile it as it is.

/**
 * The states an article moves through (`ArticleStatus` in schema.graphql): DRAFT → publish →
 * PUBLISHED → unpublish → DRAFT; DRAFT or PUBLISHED → archive → ARCHIVED → restore (updateArticle
 * or unpublish) → DRAFT. A contributor's draft: DRAFT → submit → IN_REVIEW → (editor) publish →
 * PUBLISHED, or → return with a note → DRAFT. `publishedAt` is set at the first publish, and from then on the slug (made
 * from the title, unique with `-2`, `-3` …) no longer changes. Only PUBLISHED articles are visible
 * to others; DRAFT and ARCHIVED only to their author and editors, and a hidden article reads as
 * `null` (never FORBIDDEN) and leaves no trace in slugs, ids, counts or feeds.
 */
export const ARTICLE_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'ARCHIVED'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * Accounts' roles (`Role` in schema.graphql), least power first: sign-up makes READERs; staff
 * (the rest) come by invitation or by an owner's change (server/auth/permissions.ts decides).
 */
export const ROLES = ['READER', 'CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'] as const;
export type Role = (typeof ROLES)[number];

/** Who may create an account (`SignUpPolicy`): an invitation link works under every policy. */
export const SIGN_UP_POLICIES = ['OPEN', 'INVITE_ONLY', 'CLOSED'] as const;
export type SignUpPolicy = (typeof SIGN_UP_POLICIES)[number];

/** Length limits, in UTF-16 code units, on the trimmed text unless a rule says otherwise. */
export const LENGTHS = {
  title: { min: 1, max: 140 },
  summary: { max: 280 },
  /** Not trimmed: an article body is kept as written. */
  body: { max: 100_000 },
  tags: { max: 8 },
  tagName: { min: 1, max: 32 },
  comment: { min: 1, max: 5_000 },
  handle: { min: 3, max: 24 },
  name: { min: 1, max: 80 },
  bio: { max: 2_000 },
  /** Not trimmed: a password is compared as typed. */
  password: { min: 8, max: 200 },
  searchQuery: { min: 2, max: 200 },
  reviewNote: { min: 1, max: 2_000 },
  reportReason: { min: 1, max: 500 },
  siteTitle: { min: 1, max: 80 },
  siteDescription: { max: 280 },
} as const;

/** The home page's title and description until an editor sets them (Site.title, Site.description). */
export const SITE_DEFAULTS = {
  title: 'Folio',
  description: 'A team’s knowledge base and publication, written in Markdown.',
} as const;

/** Page sizes of the connections: what lists ask for, and the most a client may ask for. */
export const PAGE_SIZES = { articles: 10, comments: 20, max: 50 } as const;

/** Limits on a request and a session, enforced by the server and cited by the client. */
export const LIMITS = {
  /** A larger request body is refused with 413. */
  requestBodyBytes: 1024 * 1024,
  /** An operation nested deeper than this many fields is refused. */
  queryDepth: 12,
  /** A session lasts this long, renewed on use. */
  sessionSeconds: 30 * 24 * 60 * 60,
  /** Failed sign-ins per handle per window; then TOO_MANY_REQUESTS for the rest of the window. */
  signInFailures: 10,
  signInWindowMs: 15 * 60 * 1000,
  /**
   * `Query.tags` lists at most this many tags: the most used, by name. A list must be bounded
   * for the query cost to count it by what it can return (an anonymous query nesting each of a
   * site's 4,800 tags' articles ran 2.6 s while priced as 100 tags).
   */
  tagsListed: 1000,
  /** Reading time = words / this, rounded up, at least one minute. */
  wordsPerMinute: 230,
  /** A staff invitation link works once, within this time. */
  invitationSeconds: 7 * 24 * 60 * 60,
  /** The site may hold at most this many of a new account's first comments for approval. */
  heldFirstComments: 20,
} as const;

/** The messages of the userErrors, word for word: the client shows them before sending. */
export const MESSAGES = {
  siteTitle: 'The site’s title must be 1 to 80 characters, without control characters.',
  heldFirstComments: 'Held comments must be a whole number from 0 to 20.',
  commentingStopped: 'An editor has stopped this account commenting.',
  siteDescription:
    'The site’s description must be at most 280 characters, without control characters.',
  pinnedArticle: 'There is no published article with that id.',
  title: 'Title must be 1 to 140 characters.',
  body: 'Body must be at most 100,000 characters.',
  emptyBody: 'An empty article cannot be published.',
  confirmTitle: 'Type the article’s title exactly to delete a published article.',
  summary: 'Summary must be at most 280 characters.',
  tagCount: 'At most 8 tags.',
  tagFormat: "Tags use a–z, 0–9 and '-', up to 32 characters.",
  comment: 'Comment must be 1 to 5,000 characters.',
  titleControl: 'Title must not contain control characters.',
  nameControl: 'Name must not contain control characters.',
  summaryControl: 'Summary must not contain control characters other than tabs and line breaks.',
  bodyControl: 'Body must not contain control characters other than tabs and line breaks.',
  bodyUploading:
    'An image is still uploading: wait until it is in, or delete its “Uploading…” line.',
  commentControl: 'Comment must not contain control characters other than tabs and line breaks.',
  bioControl: 'Bio must not contain control characters other than tabs and line breaks.',
  handle: 'Handle must be 3 to 24 characters of a–z, 0–9 and _.',
  handleTaken: 'That handle is taken.',
  name: 'Name must be 1 to 80 characters.',
  bio: 'Bio must be at most 2,000 characters.',
  password: 'Password must be 8 to 200 characters.',
  badCredentials: 'Wrong handle or password.',
  searchQuery: 'The search query must be 2 to 200 characters.',
  publishAt: 'Choose a time in the next 12 months.',
  scheduleDraftOnly: 'Only a draft can be scheduled.',
  signUpClosed: 'Sign-up is closed on this site.',
  signUpInviteOnly: 'Sign-up on this site needs an invitation link.',
  invitation: 'This invitation link is not valid: it was used, has expired or never existed.',
  reviewNote: 'A note must be 1 to 2,000 characters.',
  reportReason: 'A reason must be 1 to 500 characters.',
  setupToken: 'This setup link is not valid, or the site already has an owner.',
  ownRole: 'You cannot change your own role.',
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
// The editor's placeholder for an image on its way (src/editor/imageUploads.ts): a link to
// `upload:<id>`, which means nothing outside that editor. Saved, it would be a broken image.
const UPLOAD_PLACEHOLDER = /\]\(upload:[0-9a-f]{1,32}\)/;
const TAG_NAME = /^[a-z0-9-]{1,32}$/;
const HANDLE = /^[a-z0-9_]{3,24}$/;

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

/** An optional field, trimmed; one that shows nothing (only invisible characters) is empty. */
export function optionalText(text: string): string {
  const value = text.trim();
  return isBlank(value) ? '' : value;
}

/** A tag as typed to its stored form: trimmed, lower-cased, runs of spaces to '-'. */
export function normalizeTagName(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Whether a normalized tag name is a valid one: 1 to 32 of a–z, 0–9 and '-'. */
export function isValidTagName(name: string): boolean {
  return TAG_NAME.test(name);
}

/** Handles are compared and stored trimmed and in lower case. */
export function normalizeHandle(handle: string): string {
  return handle.trim().toLowerCase();
}

// One function per field: the message of the first rule the value breaks, or null. The server's
// validation and the client's forms both call these, so their verdicts cannot drift apart.

const MULTILINE = { multiline: true };

/** The title rule, on the title as sent (it is trimmed first). */
export function titleError(title: string): string | null {
  const value = title.trim();
  if (hasControlCharacter(value)) return MESSAGES.titleControl;
  return isBlank(value) || value.length > LENGTHS.title.max ? MESSAGES.title : null;
}

/** The summary rule; a summary that shows nothing is empty. */
export function summaryError(summary: string): string | null {
  const value = optionalText(summary);
  if (value.length > LENGTHS.summary.max) return MESSAGES.summary;
  return hasControlCharacter(value, MULTILINE) ? MESSAGES.summaryControl : null;
}

/** The body rule; publishing adds the one rule a draft is spared: something must show. */
export function bodyError(body: string, options: { publishing?: boolean } = {}): string | null {
  if (body.length > LENGTHS.body.max) return MESSAGES.body;
  if (hasControlCharacter(body, MULTILINE)) return MESSAGES.bodyControl;
  if (UPLOAD_PLACEHOLDER.test(body)) return MESSAGES.bodyUploading;
  return options.publishing && isBlank(body) ? MESSAGES.emptyBody : null;
}

/** The tags rule, on normalized names with duplicates dropped. */
export function tagsError(names: readonly string[]): string | null {
  if (names.length > LENGTHS.tags.max) return MESSAGES.tagCount;
  return names.every(isValidTagName) ? null : MESSAGES.tagFormat;
}

/** The comment rule, on the comment as sent (it is trimmed first). */
export function commentError(body: string): string | null {
  const value = body.trim();
  if (isBlank(value) || value.length > LENGTHS.comment.max) return MESSAGES.comment;
  return hasControlCharacter(value, MULTILINE) ? MESSAGES.commentControl : null;
}

/** The note an editor sends back with a returned draft, on the note as sent (it is trimmed first). */
export function reviewNoteError(note: string): string | null {
  const value = note.trim();
  const tooLong = value.length > LENGTHS.reviewNote.max;
  return isBlank(value) || tooLong || hasControlCharacter(value, MULTILINE)
    ? MESSAGES.reviewNote
    : null;
}

/** How many of a new account's first comments the site holds for approval. */
export function heldFirstCommentsError(count: number): string | null {
  return Number.isInteger(count) && count >= 0 && count <= LIMITS.heldFirstComments
    ? null
    : MESSAGES.heldFirstComments;
}

/** Why a reader reports a comment, on the reason as sent (it is trimmed first). */
export function reportReasonError(reason: string): string | null {
  const value = reason.trim();
  const tooLong = value.length > LENGTHS.reportReason.max;
  return isBlank(value) || tooLong || hasControlCharacter(value, MULTILINE)
    ? MESSAGES.reportReason
    : null;
}

/** The handle rule (uniqueness is the store's to decide). */
export function handleError(handle: string): string | null {
  return HANDLE.test(normalizeHandle(handle)) ? null : MESSAGES.handle;
}

/** The name rule, on the trimmed name: something that shows, 1 to 80 characters, no control. */
export function nameError(name: string): string | null {
  const value = name.trim();
  if (hasControlCharacter(value)) return MESSAGES.nameControl;
  return isBlank(value) || value.length > LENGTHS.name.max ? MESSAGES.name : null;
}

/** The bio rule; a bio that shows nothing is empty, and tabs and line breaks are its only controls. */
export function bioError(bio: string): string | null {
  const value = optionalText(bio);
  if (value.length > LENGTHS.bio.max) return MESSAGES.bio;
  return hasControlCharacter(value, MULTILINE) ? MESSAGES.bioControl : null;
}

/** The password rule; passwords are never trimmed. */
export function passwordError(password: string): string | null {
  const { min, max } = LENGTHS.password;
  return password.length >= min && password.length <= max ? null : MESSAGES.password;
}

/** Whether a search query (already trimmed) may be sent: 2 to 200 characters. */
export function isSearchQueryValid(query: string): boolean {
  return query.length >= LENGTHS.searchQuery.min && query.length <= LENGTHS.searchQuery.max;
}

// An ISO-8601 date and time with a zone (`2026-11-21T09:30:00.000Z`, `…+01:00`): one fixed shape,
// no nested quantifiers, so any string is checked in linear time.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The publishAt rule (scheduleArticle): a date and time in the future and at most 12 calendar
 * months after `now` (epoch ms). Returns the time in epoch ms, or the message.
 */
export function publishAtRule(publishAt: string, now: number): { at: number } | { error: string } {
  const at = publishAt.length <= 40 && DATE_TIME.test(publishAt) ? Date.parse(publishAt) : NaN;
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  if (!Number.isFinite(at) || at <= now || at > latest.getTime()) {
    return { error: MESSAGES.publishAt };
  }
  return { at };
}

/** The site's title rule, on the title as sent (it is trimmed first). */
export function siteTitleError(title: string): string | null {
  const value = title.trim();
  const bad = isBlank(value) || value.length > LENGTHS.siteTitle.max || hasControlCharacter(value);
  return bad ? MESSAGES.siteTitle : null;
}

/** The site's description rule; one that shows nothing is empty. */
export function siteDescriptionError(description: string): string | null {
  const value = optionalText(description);
  const bad = value.length > LENGTHS.siteDescription.max || hasControlCharacter(value);
  return bad ? MESSAGES.siteDescription : null;
}
