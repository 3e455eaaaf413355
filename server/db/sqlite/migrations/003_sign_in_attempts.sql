-- Every sign-in attempt by client address (an IPv4 address or an IPv6 /64), for
-- the per-address limit. Rows older than the 15-minute window are purged as
-- new attempts are recorded.
CREATE TABLE sign_in_attempts (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX sign_in_attempts_address_at ON sign_in_attempts (address, at);
CREATE INDEX sign_in_attempts_at ON sign_in_attempts (at);

-- The purge deletes by time alone; without this it scanned the whole table on every attempt.
CREATE INDEX sign_in_failures_at ON sign_in_failures (at);
