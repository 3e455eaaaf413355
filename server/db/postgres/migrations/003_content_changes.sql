-- store_changes counts changes to what readers' pages show; the page caches key on it. Sessions,
-- sign-in and upload rows are not content: counted, every session renewal and every password
-- tried emptied the anonymous page cache for every reader (and each such transaction queued on
-- the one counter row). Derived and editor-only rows (the search entry, revision copies,
-- rendition bytes, who uploaded what) change only beside a counted write, or change no page.
DROP TRIGGER sessions_changes ON sessions;
DROP TRIGGER sign_in_failures_changes ON sign_in_failures;
DROP TRIGGER sign_in_attempts_changes ON sign_in_attempts;
DROP TRIGGER image_uploads_changes ON image_uploads;
DROP TRIGGER article_revisions_changes ON article_revisions;
DROP TRIGGER article_search_changes ON article_search;
DROP TRIGGER media_files_changes ON media_files;
