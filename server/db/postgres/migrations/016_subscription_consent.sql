-- Subscribers as the publication's data (SQLite's 022): each subscription says where its
-- consent came from: 'form' (the double opt-in link) or what an imported file said.
ALTER TABLE subscriptions ADD COLUMN consent text NOT NULL DEFAULT 'form';
