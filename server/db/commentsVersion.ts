import crypto from 'node:crypto';

/**
 * The comments a viewer can reach on an article (each comment shown to them, under comments
 * shown to them), summed up by an engine: how many, their ids, the newest edit, deletion, hide
 * and hold. Any comment added, removed, edited, deleted, hidden, restored, held or approved
 * within that set changes one of them.
 */
export interface CommentsSummary {
  n: number | string;
  ids: number | string | null;
  edited: string | null;
  deleted: string | null;
  hidden: number | string | null;
  held: number | string | null;
}

/**
 * The opaque version of what a viewer sees of an article's comments (live updates, ETags): a
 * digest, so it says nothing beyond "changed", the same bytes on both engines.
 */
export function commentsVersion(summary: CommentsSummary): string {
  const fields = [
    summary.n,
    summary.ids ?? 0,
    summary.edited ?? '',
    summary.deleted ?? '',
    summary.hidden ?? 0,
    summary.held ?? 0,
  ];
  return crypto.createHash('sha256').update(fields.join('|')).digest('base64url').slice(0, 22);
}
