import type { CommentRow } from '../../../db/rows';
import { MAX_MENTIONS } from '../../../domain/notifications';
import { mentionedHandles } from '../../../markdown/mentions';
import type { Context } from '../../context';

/**
 * Tells the readers a new or edited comment concerns (the author it answers, the readers it
 * mentions), once it is saved: a notification lost to a crash in between costs less than a
 * comment held back for one. An edit notifies only whom the comment did not notify before (a
 * mention it adds). Who may then see it is decided whenever notifications are read.
 */
export function notifyCommentPosted(ctx: Context, comment: CommentRow, at: string): Promise<void> {
  return ctx.store.notifications.commentPosted({
    comment,
    mentions: mentionedHandles(comment.body, MAX_MENTIONS),
    at,
  });
}
