/** A comment row's columns as CommentRow names them. */
export const COLUMNS = `'Comment' AS kind, id, article_id AS "articleId", author_id AS "authorId", body,
  folio_iso(created_at) AS "createdAt", parent_id AS "parentId",
  list_parent_id AS "listParentId", depth, folio_iso(edited_at) AS "editedAt",
  folio_iso(deleted_at) AS "deletedAt", like_count AS "likeCount",
  folio_iso(hidden_at) AS "hiddenAt", folio_iso(held_at) AS "heldAt"`;
