// Who may do what (PRODUCT §6), written once: resolvers and guards ask these and nothing else.
// A refused action is UNAUTHENTICATED (signed out) or FORBIDDEN; an article the viewer may not
// see reads as not found (canSeeArticle), so drafts never leak.
import type { CommentVisibility } from '../db/readingStores';
import type { ArticleRow, CommentRow, Role, UserRow } from '../db/rows';

type Viewer = UserRow | null;

const WRITERS: readonly Role[] = ['CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'];
const PUBLISHERS: readonly Role[] = ['AUTHOR', 'EDITOR', 'OWNER'];
const EDITORS: readonly Role[] = ['EDITOR', 'OWNER'];

/** Staff: every role but READER. */
export function isStaff(role: Role): boolean {
  return role !== 'READER';
}

/** Writes drafts of its own (contributors and up). */
export function canWrite(viewer: Viewer): boolean {
  return viewer !== null && WRITERS.includes(viewer.role);
}

/** Publishes without review (authors and up). */
export function canPublishOwn(viewer: Viewer): boolean {
  return viewer !== null && PUBLISHERS.includes(viewer.role);
}

/** Editors and owners: any article and comment, the review queue, moderation. */
export function isEditor(viewer: Viewer): boolean {
  return viewer !== null && EDITORS.includes(viewer.role);
}

/** Owners: site settings, roles, any staff invitation. */
export function isOwner(viewer: Viewer): boolean {
  return viewer?.role === 'OWNER';
}

function owns(viewer: Viewer, article: ArticleRow): boolean {
  return viewer !== null && viewer.id === article.authorId;
}

/** Published articles are public; the others only to their writer (staff) and editors. */
export function canSeeArticle(viewer: Viewer, article: ArticleRow): boolean {
  return (
    article.status === 'PUBLISHED' ||
    isEditor(viewer) ||
    (owns(viewer, article) && canWrite(viewer))
  );
}

/** The writer's side of an article (revisions, pending edits, schedule, review note). */
export function canSeeWork(viewer: Viewer, article: ArticleRow): boolean {
  return isEditor(viewer) || (owns(viewer, article) && canWrite(viewer));
}

/**
 * Edit the text (save, restore a revision, set the cover): editors any article; authors their
 * own; contributors their own DRAFT only (once submitted or published, it is the editors').
 */
export function canEditArticle(viewer: Viewer, article: ArticleRow): boolean {
  if (isEditor(viewer)) return true;
  if (!owns(viewer, article)) return false;
  if (canPublishOwn(viewer)) return true;
  return viewer!.role === 'CONTRIBUTOR' && article.status === 'DRAFT';
}

/** Publish, unpublish, archive, schedule, delete: authors their own, editors any. */
export function canPublishArticle(viewer: Viewer, article: ArticleRow): boolean {
  return isEditor(viewer) || (owns(viewer, article) && canPublishOwn(viewer));
}

/** Submit for review: a contributor's own DRAFT. */
export function canSubmitArticle(viewer: Viewer, article: ArticleRow): boolean {
  return viewer?.role === 'CONTRIBUTOR' && owns(viewer, article) && article.status === 'DRAFT';
}

/** Return an IN_REVIEW article to its writer: editors. */
export function canReturnArticle(viewer: Viewer, article: ArticleRow): boolean {
  return isEditor(viewer) && article.status === 'IN_REVIEW';
}

/** Delete a comment: its author or an editor, while it is not already a tombstone. */
export function canDeleteComment(viewer: Viewer, comment: CommentRow): boolean {
  return canEditComment(viewer, comment);
}

/** Change a comment's text: its author or an editor, while it is not a tombstone. */
export function canEditComment(viewer: Viewer, comment: CommentRow): boolean {
  if (viewer === null || comment.deletedAt !== null) return false;
  return isEditor(viewer) || viewer.id === comment.authorId;
}

/** See a comment an editor hid: its author and editors (to anyone else it does not exist). */
export function canSeeComment(viewer: Viewer, comment: CommentRow): boolean {
  return comment.hiddenAt === null || isEditor(viewer) || viewer?.id === comment.authorId;
}

/** Whose hidden comments the viewer's lists show (canSeeComment, as the store filters). */
export function commentVisibility(viewer: Viewer): CommentVisibility {
  return { viewerId: viewer?.id ?? 0, all: isEditor(viewer) };
}

/** The roles the viewer may invite staff to: editors contributors and authors, owners any. */
export function invitableRoles(viewer: Viewer): Role[] {
  if (isOwner(viewer)) return ['CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'];
  if (isEditor(viewer)) return ['CONTRIBUTOR', 'AUTHOR'];
  return [];
}
