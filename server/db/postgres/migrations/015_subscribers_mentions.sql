-- Subscribers as the publication's data (SQLite's 021): each subscription says where its
-- consent came from: 'form' (the double opt-in link) or what an imported file said.
ALTER TABLE subscriptions ADD COLUMN consent text NOT NULL DEFAULT 'form';

-- Mentions (SQLite's 021): the accounts a comment's `@handle`s named when it was last written.
CREATE TABLE comment_mentions (
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (comment_id, user_id)
);
