-- A counter of changes to what readers' pages show (PostgreSQL keeps the same, store_changes):
-- the page caches of every process key on it (Store.changeMarker). Bumped by triggers, so no
-- write path (a mutation, the scheduler, the CLI, another process) has to announce itself. Only
-- content tables count: SQLite's own counters (total_changes, data_version), used before, also
-- moved with every session renewal and sign-in attempt, so anyone trying passwords emptied the
-- anonymous page cache for every reader.
CREATE TABLE store_changes (
  only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
  n INTEGER NOT NULL
);
INSERT INTO store_changes (only_row, n) VALUES (1, 0);

CREATE TRIGGER users_changes_insert AFTER INSERT ON users
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER users_changes_update AFTER UPDATE ON users
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER users_changes_delete AFTER DELETE ON users
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER articles_changes_insert AFTER INSERT ON articles
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER articles_changes_update AFTER UPDATE ON articles
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER articles_changes_delete AFTER DELETE ON articles
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER tags_changes_insert AFTER INSERT ON tags
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER tags_changes_update AFTER UPDATE ON tags
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER tags_changes_delete AFTER DELETE ON tags
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER article_tags_changes_insert AFTER INSERT ON article_tags
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER article_tags_changes_update AFTER UPDATE ON article_tags
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER article_tags_changes_delete AFTER DELETE ON article_tags
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER comments_changes_insert AFTER INSERT ON comments
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER comments_changes_update AFTER UPDATE ON comments
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER comments_changes_delete AFTER DELETE ON comments
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER images_changes_insert AFTER INSERT ON images
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER images_changes_update AFTER UPDATE ON images
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER images_changes_delete AFTER DELETE ON images
BEGIN UPDATE store_changes SET n = n + 1; END;
