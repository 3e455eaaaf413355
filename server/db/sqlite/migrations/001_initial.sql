-- Folio's initial schema. Times are ISO-8601 UTC strings with milliseconds
-- (they sort as text in time order) except the session and rate-limit clocks,
-- which are epoch milliseconds because they are only ever compared.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'AUTHOR' CHECK (role IN ('AUTHOR', 'EDITOR')),
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  -- SHA-256 of the cookie token: a leaked database cannot be replayed as cookies.
  token_hash BLOB NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  renewed_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL COLLATE NOCASE,
  at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_handle_at ON sign_in_failures (handle, at);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
  author_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT,
  revision INTEGER NOT NULL DEFAULT 1,
  reading_minutes INTEGER NOT NULL DEFAULT 1
);
-- Keyset orders: the front page (published, newest first), an author's
-- published articles, an author's drafts (most recently updated first).
CREATE INDEX articles_status_published ON articles (status, published_at DESC, id DESC);
CREATE INDEX articles_author_status_published ON articles (author_id, status, published_at DESC, id DESC);
CREATE INDEX articles_author_updated ON articles (author_id, updated_at DESC, id DESC);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE article_tags (
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id),
  -- The author's order of tags.
  position INTEGER NOT NULL,
  PRIMARY KEY (article_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX article_tags_tag ON article_tags (tag_id, article_id);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  author_id INTEGER NOT NULL REFERENCES users (id),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- Keyset order: oldest first within an article; also serves commentCount.
CREATE INDEX comments_article_created ON comments (article_id, created_at, id);

-- Published articles only; rowid = articles.id. `body` is the Markdown body
-- reduced to plain text so that snippets read cleanly.
CREATE VIRTUAL TABLE article_search USING fts5 (
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);
