-- Readers who subscribe by email, without an account (server/domain/subscriptions.ts). A request
-- is one confirmation email's promise: its link names the request, the address and the target,
-- signed with `subscription_key`; it is used once, and forgotten a day after it was made (it
-- still counts against the address's daily confirmation emails until then). A subscription
-- exists only once confirmed: nothing is mailed to an address before.
CREATE TABLE subscription_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  target TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX subscription_requests_email_created ON subscription_requests (email, created_at);
CREATE INDEX subscription_requests_created ON subscription_requests (created_at);
CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
-- target: 'site' (authors and tags follow as 'author:<id>', 'tag:<id>').
CREATE TABLE subscriptions (
  subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  target TEXT NOT NULL,
  confirmed_at INTEGER NOT NULL,
  PRIMARY KEY (subscriber_id, target)
);
INSERT INTO secrets (name, value) VALUES ('subscription_key', randomblob(32));
