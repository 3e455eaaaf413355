-- Every upload a user started (POST /media, refused ones included: they cost the same work), for
-- the per-user upload rate. In the store rather than in memory, so every server process on this
-- file counts the same uploads. Rows older than the window are purged as new starts are recorded.
CREATE TABLE upload_starts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX upload_starts_user_at ON upload_starts (user_id, at);
CREATE INDEX upload_starts_at ON upload_starts (at);
