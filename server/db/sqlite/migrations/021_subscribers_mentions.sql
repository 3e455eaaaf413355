-- Subscribers as the publication's data (issue 28): each subscription says where its consent
-- came from, as the export shows it: 'form' (confirmed through the double opt-in link) or what
-- an imported file said (the file's own consent column, else 'import'). Imported addresses are
-- kept only when the file says they opted in.
ALTER TABLE subscriptions ADD COLUMN consent TEXT NOT NULL DEFAULT 'form';

-- Mentions (issue 29): the accounts a comment's `@handle`s named when it was written or last
-- edited, so readers see those (and only those) as links to the author page. Written with the
-- comment's notifications; the rendered text is derived from the body and these rows.
CREATE TABLE comment_mentions (
  comment_id INTEGER NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (comment_id, user_id)
) WITHOUT ROWID;
