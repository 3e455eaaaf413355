// In-app notifications (issues 28 and 29), decided once for both engines: who hears of a new
// comment (the author of the comment it answers; the readers it mentions, at most MAX_MENTIONS),
// never its own author, and each reader once per comment. A new article's followers are
// notified in the publishing transaction (ArticleQueries.notifyFollowers, articleStatus.ts).
// What a reader may not see is never shown or counted: the engines' reads keep only
// notifications whose article is published and whose comment is neither deleted nor hidden
// (nor listed under a hidden one), whenever it was written.
import type { CommentRow } from '../db/rows';
import { ask, type Answer, type Work } from './work';

/** Why a reader is notified. */
export type NotificationKind = 'NEW_ARTICLE' | 'REPLY' | 'MENTION';

/** Handles a comment notifies at most: more are left as plain text and notify no one. */
export const MAX_MENTIONS = 10;

/** A new comment, and the handles its text mentions (server/markdown/mentions.ts). */
export interface PostedComment {
  comment: CommentRow;
  mentions: readonly string[];
  at: string;
}

/** What the notification rules ask of an engine. */
export interface NotificationQueries {
  /** Who wrote the comment, if it is still there. */
  commentAuthor(commentId: number): Answer<number | undefined>;
  /** One notification, unless the reader has it already. */
  notify(
    userId: number,
    kind: NotificationKind,
    articleId: number,
    commentId: number,
    at: string,
  ): Answer<void>;
  /** The comment's mentions: the accounts of these handles, replacing what it named before. */
  setMentions(commentId: number, handles: readonly string[]): Answer<void>;
  /** A MENTION for each user of these handles but `except`, in one statement. */
  notifyHandles(
    handles: readonly string[],
    except: readonly number[],
    comment: CommentRow,
    at: string,
  ): Answer<void>;
}

/** An engine's way of running the notification rules: one transaction each. */
export interface NotificationEngine {
  transaction<T>(work: (q: NotificationQueries) => Work<T>): Promise<T>;
}

/**
 * Notifies the readers a new comment concerns: the author of the comment it answers (REPLY),
 * then the readers it mentions (MENTION), the first MAX_MENTIONS distinct handles, leaving out
 * the comment's author and the reply's recipient (who hears of it once). The accounts it
 * mentions are kept with the comment, so readers see those mentions, and no others, as links.
 */
export function commentPosted(engine: NotificationEngine, posted: PostedComment): Promise<void> {
  return engine.transaction(function* (q): Work<void> {
    const { comment, at } = posted;
    const except = [comment.authorId];
    if (comment.parentId !== null) {
      const answered = yield* ask(q.commentAuthor(comment.parentId));
      if (answered !== undefined && answered !== comment.authorId) {
        yield* ask(q.notify(answered, 'REPLY', comment.articleId, comment.id, at));
        except.push(answered);
      }
    }
    const handles = [...new Set(posted.mentions)].slice(0, MAX_MENTIONS);
    yield* ask(q.setMentions(comment.id, handles));
    if (handles.length) yield* ask(q.notifyHandles(handles, except, comment, at));
  });
}
