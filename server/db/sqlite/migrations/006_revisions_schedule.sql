-- Every save of an article is a revision (server/README.md "Revisions and pending edits").
-- `number` is the article's `revision` right after the save; status changes also
-- count a revision but keep no copy, so numbers have gaps. `tags` is a JSON
-- array of the normalized names, in the author's order: a revision shows the
-- tags it had, whether or not they still exist.
CREATE TABLE article_revisions (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  tags TEXT NOT NULL,
  author_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  UNIQUE (article_id, number)
);

-- A published article's edits saved while typing: the revision that holds them.
-- Readers keep the columns of `articles` (the published text) until the
-- writer updates the article; the editor starts from this revision.
ALTER TABLE articles ADD COLUMN pending_revision INTEGER;

-- A draft set to publish itself at this time (ISO-8601 UTC, as the other times).
ALTER TABLE articles ADD COLUMN scheduled_at TEXT;
CREATE INDEX articles_scheduled ON articles (scheduled_at) WHERE scheduled_at IS NOT NULL;

-- The history starts with what each article holds now, as its current revision.
INSERT INTO article_revisions (article_id, number, title, summary, body, tags, author_id, created_at)
SELECT a.id, a.revision, a.title, a.summary, a.body,
  (SELECT json_group_array(name) FROM (
     SELECT t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id
     WHERE at.article_id = a.id ORDER BY at.position)),
  a.author_id, a.updated_at
FROM articles a;
