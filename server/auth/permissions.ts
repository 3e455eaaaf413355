import type { ArticleRow, CommentRow, UserRow } from '../db/rows';

/** Published articles are public; drafts and archived ones only to their author and editors. */
export function canSeeArticle(viewer: UserRow | null, article: ArticleRow): boolean {
  return article.status === 'PUBLISHED' || canEditArticle(viewer, article);
}

/** Edit, publish, unpublish, archive: the author or an editor. */
export function canEditArticle(viewer: UserRow | null, article: ArticleRow): boolean {
  return viewer !== null && (viewer.role === 'EDITOR' || viewer.id === article.authorId);
}

/** Delete a comment: its author or an editor. */
export function canDeleteComment(viewer: UserRow | null, comment: CommentRow): boolean {
  return viewer !== null && (viewer.role === 'EDITOR' || viewer.id === comment.authorId);
}
