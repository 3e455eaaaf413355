-- Hidden articles leave no trace (PRODUCT §4/§9).

-- Secrets of this database. `node_id_key` encrypts global IDs (server/ids.ts):
-- randomblob() draws on SQLite's PRNG, which is seeded from the operating
-- system's randomness. A copy of the database carries its key, so ids stay
-- stable across restarts, backups and moves.
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value BLOB NOT NULL
) WITHOUT ROWID;
INSERT INTO secrets (name, value) VALUES ('node_id_key', randomblob(16));
