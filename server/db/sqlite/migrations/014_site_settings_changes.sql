-- The home page shows the site's title, description and pinned story (site_settings): a change
-- to them must reach the page caches (store_changes, 009) as an article's does. The other
-- settings (sign-up policy, the setup token) change seldom, so all of the table counts.
CREATE TRIGGER site_settings_changes_insert AFTER INSERT ON site_settings
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER site_settings_changes_update AFTER UPDATE ON site_settings
BEGIN UPDATE store_changes SET n = n + 1; END;
CREATE TRIGGER site_settings_changes_delete AFTER DELETE ON site_settings
BEGIN UPDATE store_changes SET n = n + 1; END;
