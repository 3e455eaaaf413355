/** A comment row's columns as CommentRow names them. */
export const COLUMNS = `'Comment' AS kind, id, article_id AS articleId, author_id AS authorId, body,
  created_at AS createdAt, parent_id AS parentId, list_parent_id AS listParentId, depth,
  edited_at AS editedAt, deleted_at AS deletedAt, like_count AS likeCount, hidden_at AS hiddenAt,
  held_at AS heldAt`;
