-- Roles that fit a publication (PRODUCT §1, §6) and the review of contributors' drafts (§4).
-- SQLite cannot change a CHECK in place, and rebuilding `users` or `articles` under foreign keys
-- would cascade deletes; so each column is replaced by one with the wider CHECK, its values
-- copied: existing AUTHOR and EDITOR accounts keep their powers. Sign-up now makes READERs.
ALTER TABLE users ADD COLUMN role_next TEXT NOT NULL DEFAULT 'READER'
  CHECK (role_next IN ('READER', 'CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'));
UPDATE users SET role_next = role;
ALTER TABLE users DROP COLUMN role;
ALTER TABLE users RENAME COLUMN role_next TO role;

-- The status indexes name the column, so they go and come back with it.
DROP INDEX articles_status_published;
DROP INDEX articles_author_status_published;
ALTER TABLE articles ADD COLUMN status_next TEXT NOT NULL DEFAULT 'DRAFT'
  CHECK (status_next IN ('DRAFT', 'IN_REVIEW', 'PUBLISHED', 'ARCHIVED'));
UPDATE articles SET status_next = status;
ALTER TABLE articles DROP COLUMN status;
ALTER TABLE articles RENAME COLUMN status_next TO status;
CREATE INDEX articles_status_published ON articles (status, published_at DESC, id DESC);
CREATE INDEX articles_author_status_published ON articles (author_id, status, published_at DESC, id DESC);
-- The note an editor left when returning a draft to its writer; cleared when it is submitted again.
ALTER TABLE articles ADD COLUMN review_note TEXT;

-- Site settings: one row per setting. `sign_up_policy`: OPEN (readers), INVITE_ONLY or CLOSED.
-- `setup_token_hash` (hex) exists only while the one-time setup is open.
CREATE TABLE site_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO site_settings (name, value) VALUES ('sign_up_policy', 'OPEN');

-- Staff invitations: single-use, expiring, bound to a role. Only the SHA-256 of the link's token
-- is kept, so a leaked database holds no usable link.
CREATE TABLE invitations (
  id INTEGER PRIMARY KEY,
  token_hash BLOB NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER')),
  created_by INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  used_at INTEGER
);
CREATE INDEX invitations_pending ON invitations (id) WHERE used_at IS NULL;
CREATE INDEX articles_in_review ON articles (updated_at DESC, id DESC) WHERE status = 'IN_REVIEW';
