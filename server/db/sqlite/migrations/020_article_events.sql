-- The revision history's events (issue 27): a status change, a schedule set or cancelled and a
-- restore, each as what it was rather than a revision number with no copy behind it. `revision`
-- is the article's revision right after the event (a schedule leaves it as it was), so the
-- history orders events among the kept copies by number. `actor_id` is null for the
-- scheduler's own publish.
CREATE TABLE article_events (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  revision INTEGER NOT NULL,
  actor_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  scheduled_for TEXT,
  restored_from INTEGER
);
CREATE INDEX article_events_article ON article_events (article_id, id);
