-- Old links keep working (issue 30): a path an article was once reached at elsewhere (an
-- imported post's old URL, or one an editor adds) answers 301 to the article's own page. The
-- path is stored in its one spelling (domain/redirectPaths.ts), so a lookup is one key. The
-- target is always an article, never a URL: no row can send a reader off the site.
CREATE TABLE redirects (
  path text PRIMARY KEY,
  article_id bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX redirects_article ON redirects (article_id);

CREATE TRIGGER redirects_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON redirects
  FOR EACH STATEMENT EXECUTE FUNCTION folio_count_change();

-- Which article an imported post became, by the source's own id: importing the same export
-- again finds its articles instead of doubling them, and `digest` (of what the import wrote)
-- tells an unchanged post, skipped, from one edited at the source since, updated.
CREATE TABLE import_sources (
  source text NOT NULL,
  source_id text NOT NULL,
  article_id bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  digest text NOT NULL,
  PRIMARY KEY (source, source_id)
);
CREATE INDEX import_sources_article ON import_sources (article_id);
