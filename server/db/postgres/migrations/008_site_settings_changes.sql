-- The home page shows the site's title, description and pinned story (site_settings): a change
-- to them must reach the page caches (store_changes) as an article's does. The other settings
-- (sign-up policy, the setup token) change seldom, so all of the table counts.
CREATE TRIGGER site_settings_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION folio_count_change();
