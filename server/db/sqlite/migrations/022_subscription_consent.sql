-- Subscribers as the publication's data (issue 28): each subscription says where its consent
-- came from, as the export shows it: 'form' (confirmed through the double opt-in link) or what
-- an imported file said (the file's own consent column, else 'import'). Imported addresses are
-- kept only when the file says they opted in.
ALTER TABLE subscriptions ADD COLUMN consent TEXT NOT NULL DEFAULT 'form';
