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

-- An article that was never published gets its public slug at its first
-- publish (server/db/articles.ts); until then its slug carries a random part
-- after "--", which no public slug contains. Drafts written before this
-- migration held their title's bare slug, which would make a public article
-- of the same title take "-2" and so give them away.
UPDATE articles SET slug = slug || '--' || lower(hex(randomblob(4)))
WHERE published_at IS NULL AND status != 'PUBLISHED';
