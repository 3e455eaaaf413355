-- Newsletters on publish (server/domain/newsletters.ts). An article's first publish queues one
-- row per confirmed subscriber it concerns, in the publishing transaction (one INSERT…SELECT);
-- a sender leases rows (next_at pushed to the lease's end, lease = its token), sends, and
-- records the outcome under the same token. UNIQUE (article_id, subscriber_id): one email per
-- person per article, however often the article is published. Not content: no store_changes
-- trigger, so sending never empties the page caches.
CREATE TABLE newsletter_outbox (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  -- queued (leased or not), sent, failed (refused for good, or out of tries), cancelled (the
  -- reader unsubscribed or the address was suppressed before it went).
  state TEXT NOT NULL DEFAULT 'queued',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  lease TEXT,
  queued_at INTEGER NOT NULL,
  sent_at INTEGER,
  last_error TEXT,
  UNIQUE (article_id, subscriber_id)
);
CREATE INDEX newsletter_outbox_due ON newsletter_outbox (next_at, id) WHERE state = 'queued';
CREATE INDEX newsletter_outbox_subscriber ON newsletter_outbox (subscriber_id) WHERE state = 'queued';
-- Who gets an article: the subscriptions of its targets.
CREATE INDEX subscriptions_target ON subscriptions (target, subscriber_id);
-- Addresses a mail server refused for good (a 5xx): nothing more is queued or sent to them.
CREATE TABLE mail_suppressions (
  email TEXT PRIMARY KEY,
  suppressed_at INTEGER NOT NULL,
  reason TEXT NOT NULL
);
