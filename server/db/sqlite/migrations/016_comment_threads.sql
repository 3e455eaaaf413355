-- Threaded comments, edits and likes (issue 29). A reply names the comment it answers
-- (parent_id) and the comment whose replies list it (list_parent_id): the parent itself, or,
-- past the third level (depth 2), the parent's own list, where it reads "replying to @handle".
-- A deleted comment that still has replies stays as a tombstone (deleted_at set, body empty).
-- like_count is kept beside the row, in the like's own transaction, so threads can be sorted
-- by it and a page reads no aggregate; the likes' primary key makes a second like a no-op.
ALTER TABLE comments ADD COLUMN parent_id INTEGER REFERENCES comments (id) ON DELETE CASCADE;
ALTER TABLE comments ADD COLUMN list_parent_id INTEGER REFERENCES comments (id) ON DELETE CASCADE;
ALTER TABLE comments ADD COLUMN depth INTEGER NOT NULL DEFAULT 0;
ALTER TABLE comments ADD COLUMN edited_at TEXT;
ALTER TABLE comments ADD COLUMN deleted_at TEXT;
ALTER TABLE comments ADD COLUMN like_count INTEGER NOT NULL DEFAULT 0;

-- An article's threads (its first comments) in either time order, and by likes.
CREATE INDEX comments_threads ON comments (article_id, created_at, id) WHERE list_parent_id IS NULL;
CREATE INDEX comments_threads_liked ON comments (article_id, like_count, id)
  WHERE list_parent_id IS NULL;
-- A comment's replies, oldest first; parent_id for "has it replies?" when deleting.
CREATE INDEX comments_replies ON comments (list_parent_id, created_at, id)
  WHERE list_parent_id IS NOT NULL;
CREATE INDEX comments_parent ON comments (parent_id) WHERE parent_id IS NOT NULL;

-- The text a comment had before each edit, for editors.
CREATE TABLE comment_edits (
  id INTEGER PRIMARY KEY,
  comment_id INTEGER NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  replaced_at TEXT NOT NULL
);
CREATE INDEX comment_edits_comment ON comment_edits (comment_id, id);

CREATE TABLE comment_likes (
  comment_id INTEGER NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (comment_id, user_id)
) WITHOUT ROWID;

-- Moderation: an editor hides a comment (hidden_at), which then shows only to its author and
-- editors and counts for no one; a reader reports a comment once, with a reason, until an
-- editor hides or restores it (which settles its reports).
ALTER TABLE comments ADD COLUMN hidden_at TEXT;
CREATE TABLE comment_reports (
  comment_id INTEGER NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (comment_id, user_id)
) WITHOUT ROWID;
-- The moderation queue: hidden comments, and reported ones.
CREATE INDEX comments_hidden ON comments (id) WHERE hidden_at IS NOT NULL;
