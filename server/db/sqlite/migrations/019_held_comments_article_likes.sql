-- Moderation's rest and likes on articles (issue 29). A held comment (held_at set) waits for an
-- editor's approval: it is hidden as well (hidden_at = held_at), so every list and count that
-- leaves hidden comments out leaves it out too; approving or hiding it clears held_at.
-- An account an editor stopped (comments_stopped_at set) may not comment or edit comments.
ALTER TABLE comments ADD COLUMN held_at TEXT;
ALTER TABLE users ADD COLUMN comments_stopped_at TEXT;
-- An author's shown comments (neither held nor hidden), counted to the setting's number at each
-- new one: a hidden comment is no approval.
CREATE INDEX comments_author_shown ON comments (author_id) WHERE hidden_at IS NULL;

-- One like per reader per article: the primary key makes a second like a no-op, and
-- like_count moves in the like's own transaction.
ALTER TABLE articles ADD COLUMN like_count INTEGER NOT NULL DEFAULT 0;
CREATE TABLE article_likes (
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (article_id, user_id)
) WITHOUT ROWID;
