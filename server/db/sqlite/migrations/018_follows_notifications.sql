-- Follows, the reading list and in-app notifications of signed-in readers (issues 28 and 29;
-- the rules are server/domain/follows.ts and server/domain/notifications.ts). Not content: no
-- store_changes trigger, so following or reading a notification never empties a page cache.

-- A reader follows an author or a tag; `email` is the reader's choice of an email per new
-- article (kept; accounts have no address yet). The primary keys make a second follow a no-op.
CREATE TABLE author_follows (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, author_id)
) WITHOUT ROWID;
CREATE INDEX author_follows_author ON author_follows (author_id, user_id);
CREATE TABLE tag_follows (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  email INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX tag_follows_tag ON tag_follows (tag_id, user_id);

-- "Save for later": newest saved first.
CREATE TABLE reading_list (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  saved_at TEXT NOT NULL,
  PRIMARY KEY (user_id, article_id)
) WITHOUT ROWID;
CREATE INDEX reading_list_saved ON reading_list (user_id, saved_at, article_id);

-- What happened that concerns a reader: kind NEW_ARTICLE (a new article by an author or tag they
-- follow), REPLY (to their comment) or MENTION (of them in a comment). Written in the
-- transaction of what caused it; shown only while its article is published and its comment
-- neither hidden nor deleted, so nothing the reader may not see is ever shown or counted.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  comment_id INTEGER REFERENCES comments (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  read_at TEXT
);
-- One per reader per article (republishing does not notify again), one per reader, comment and kind.
CREATE UNIQUE INDEX notifications_article ON notifications (user_id, article_id)
  WHERE kind = 'NEW_ARTICLE';
CREATE UNIQUE INDEX notifications_comment ON notifications (user_id, comment_id, kind)
  WHERE comment_id IS NOT NULL;
CREATE INDEX notifications_user ON notifications (user_id, id);
CREATE INDEX notifications_unread ON notifications (user_id, id) WHERE read_at IS NULL;
