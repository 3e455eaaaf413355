-- The slugs an article held before its current one (a draft's slug follows its title until the
-- first publish): the URL an author had open still finds the article, and the page redirects to
-- the current slug (only for a viewer who may see the article). Kept by a trigger, so no write
-- path has to remember it. Slugs that were ever public never change, so these are draft slugs
-- ("--" and random hex): none can equal a public slug, and none is ever reused.
CREATE TABLE article_old_slugs (
  slug text PRIMARY KEY,
  article_id bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE
);
CREATE INDEX article_old_slugs_article ON article_old_slugs (article_id);

CREATE FUNCTION folio_keep_old_slug() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_old_slugs (slug, article_id) VALUES (OLD.slug, OLD.id)
  ON CONFLICT (slug) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER articles_old_slug AFTER UPDATE OF slug ON articles
FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug)
EXECUTE FUNCTION folio_keep_old_slug();
