-- Old links keep working (issue 30): a path an article was once reached at elsewhere (an
-- imported post's old URL, or one an editor adds) answers 301 to the article's own page. The
-- path is stored in its one spelling (domain/redirectPaths.ts), so a lookup is one key. The
-- target is always an article, never a URL: no row can send a reader off the site.
CREATE TABLE redirects (
  path TEXT PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX redirects_article ON redirects (article_id);

CREATE TRIGGER redirects_changes_insert AFTER INSERT ON redirects
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER redirects_changes_update AFTER UPDATE ON redirects
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER redirects_changes_delete AFTER DELETE ON redirects
BEGIN UPDATE store_changes SET n = n + 1; END;

-- Which article an imported post became, by the source's own id: importing the same export
-- again finds its articles instead of doubling them, and `digest` (of what the import wrote)
-- tells an unchanged post, skipped, from one edited at the source since, updated.
CREATE TABLE import_sources (
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  digest TEXT NOT NULL,
  PRIMARY KEY (source, source_id)
);
CREATE INDEX import_sources_article ON import_sources (article_id);
