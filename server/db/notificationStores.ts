// The store's part for in-app notifications (server/domain/notifications.ts holds the rules).
import type { NotificationKind, PostedComment } from '../domain/notifications';
import type { After, Page } from './rows';

/** A notification as its reader sees it. */
export interface NotificationRow {
  id: number;
  type: NotificationKind;
  articleId: number;
  /** The reply or the mention; null for a new article. */
  commentId: number | null;
  createdAt: string;
  readAt: string | null;
}

/** Unread notifications are counted up to this many (the bell says "99+" past 99). */
export const UNREAD_COUNT_CAP = 100;

/** One account a comment mentions. */
export interface CommentMention {
  commentId: number;
  handle: string;
}

/** Mentions grouped by comment, as `commentMentions` answers. */
export function mentionsByComment(rows: readonly CommentMention[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.commentId, [...(map.get(row.commentId) ?? []), row.handle]);
  return map;
}

export interface NotificationStore {
  /** Notifies the readers a new comment concerns (domain/notifications.ts commentPosted). */
  commentPosted(posted: PostedComment): Promise<void>;
  /**
   * The reader's notifications they may see (article published; comment neither deleted nor
   * hidden, nor listed under a hidden one), newest first (id DESC); key = id.
   */
  notificationsOf(
    userId: number,
    first: number,
    after: After | null,
  ): Promise<Page<NotificationRow>>;
  /** The reader's unread notifications they may see, counted up to UNREAD_COUNT_CAP. */
  unreadCount(userId: number): Promise<number>;
  /** Marks read the reader's notifications up to this id (the newest they were shown). */
  markRead(userId: number, upToId: number, at: string): Promise<void>;
  /** The handles of the accounts each comment mentions (comments without any are absent). */
  commentMentions(commentIds: readonly number[]): Promise<Map<number, string[]>>;
}
