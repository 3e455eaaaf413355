-- Every write a budget counts (server/auth/writeLimits.ts: sign-ups, articles, saves, publishing,
-- comments, uploads), under its key (`comment:user:12`, `comment:address:203.0.113.7`), refused
-- ones excluded. In the store rather than in memory, so every server process counts the same
-- writes. Rows older than the longest window are purged as new ones are recorded. It replaces
-- upload_starts, whose per-user upload rate is now one of these budgets.
CREATE TABLE write_starts (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX write_starts_key_at ON write_starts (key, at);
CREATE INDEX write_starts_at ON write_starts (at);
DROP TABLE upload_starts;
