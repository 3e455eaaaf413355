-- When an article's text was last saved (updateArticle), apart from `updated_at`, which every
-- status change moves too: a reader is told "Updated <date>" only when the text changed after
-- it was published (Article.editedAt), never for an unpublish and publish again, nor a comment.
-- Earlier saves cannot be told from status changes in `updated_at`, so they stay unknown (NULL):
-- no article claims an update it may not have had.
ALTER TABLE articles ADD COLUMN edited_at TEXT;
