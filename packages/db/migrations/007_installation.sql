-- One row naming this database. Every Redis key, queue and channel the services use is prefixed with it,
-- so a new database (a reset, a restore, a second local run) never sees the Redis state of an old one:
-- usage counters, credits and revoked keys are keyed by serial ids that a new database hands out again.
CREATE TABLE installation (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  id       text NOT NULL CHECK (id ~ '^[0-9a-f]{12}$')
);
INSERT INTO installation (id) VALUES (substr(md5(random()::text || clock_timestamp()::text), 1, 12));
