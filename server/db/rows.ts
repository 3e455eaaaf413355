// Row shapes returned by the query modules. Each carries `kind` (selected as a
// SQL literal) so that Node.resolveType needs no lookup.

import type { ArticleStatus, Role, SignUpPolicy } from '../../schema/rules';

// The states, roles and policies of schema/rules.ts, stored as they are named there.
export type { ArticleStatus, Role, SignUpPolicy };

export interface UserRow {
  kind: 'User';
  id: number;
  handle: string;
  name: string;
  bio: string;
  role: Role;
  createdAt: string;
}

export interface ArticleRow {
  kind: 'Article';
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  status: ArticleStatus;
  authorId: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** The last saved edit of its text (not a status change); null before any. */
  editedAt: string | null;
  revision: number;
  readingMinutes: number;
  /** The revision holding a published article's unpublished edits (db/revisions.ts), else null. */
  pendingRevision: number | null;
  /** When a draft publishes itself (db/schedule.ts), else null. */
  scheduledAt: string | null;
  /** The note of the editor who returned it from review to DRAFT; cleared by any other status change. */
  reviewNote: string | null;
}

/** A staff invitation (the token itself is never stored, only its SHA-256). */
export interface InvitationRow {
  kind: 'Invitation';
  id: number;
  role: Role;
  createdBy: number;
  /** Epoch milliseconds, as sessions keep their clocks. */
  createdAt: number;
  expiresAt: number;
}

export interface RevisionRow {
  kind: 'Revision';
  articleId: number;
  number: number;
  title: string;
  summary: string;
  body: string;
  /** A JSON array of tag names (db/revisions.ts revisionTags). */
  tags: string;
  authorId: number;
  createdAt: string;
}

/** What an article event records (server/domain/articleEvents.ts names each move's). */
export type ArticleEventKind =
  | 'PUBLISHED'
  | 'UNPUBLISHED'
  | 'ARCHIVED'
  | 'UNARCHIVED'
  | 'SUBMITTED'
  | 'RETURNED'
  | 'SCHEDULED'
  | 'UNSCHEDULED'
  | 'RESTORED';

/** A status change, a schedule set or cancelled, or a restore, as the history shows it. */
export interface ArticleEventRow {
  kind: 'ArticleEvent';
  id: number;
  articleId: number;
  event: ArticleEventKind;
  /** The article's revision right after the event. */
  revision: number;
  actorId: number | null;
  createdAt: string;
  scheduledFor: string | null;
  restoredFrom: number | null;
}

/** An event as a write records it (its id and kind are the store's). */
export type NewArticleEvent = Omit<ArticleEventRow, 'kind' | 'id'>;

export interface TagRow {
  kind: 'Tag';
  id: number;
  name: string;
}

export interface CommentRow {
  kind: 'Comment';
  id: number;
  articleId: number;
  authorId: number;
  /** Empty for a tombstone. */
  body: string;
  createdAt: string;
  /** The comment this one answers; null for a thread's first comment. */
  parentId: number | null;
  /** The comment whose replies list this one (the parent, or past depth 2 the parent's list). */
  listParentId: number | null;
  /** 0 for a thread's first comment, 1 or 2 for replies (deeper replies are listed at 2). */
  depth: number;
  editedAt: string | null;
  /** Set on a tombstone: a deleted comment kept for its replies. */
  deletedAt: string | null;
  likeCount: number;
  /** Set while an editor has hidden it: shown only to its author and editors. */
  hiddenAt: string | null;
  /** Set while it waits for an editor's approval (hiddenAt is set too, so it is hidden as well). */
  heldAt: string | null;
}

/** One page of a keyset-paginated list: the rows, each with its sort key, and whether more follow. */
export interface Page<T> {
  rows: { row: T; key: string | number }[];
  hasNextPage: boolean;
}

/** A keyset position: the sort key of the last row seen and its id (the tie-breaker). */
export interface After {
  key: string | number;
  id: number;
}
