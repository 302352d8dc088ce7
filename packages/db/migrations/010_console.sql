-- The account console: people sign in with an email and a password, in server-side sessions.

-- scrypt$<log2 N>$<r>$<p>$<salt>$<hash> (base64url); null for accounts an operator made without one.
ALTER TABLE accounts ADD COLUMN password_hash text;

-- A session is found by the hash of its cookie's token (the token itself is never stored). It ends at
-- expires_at (absolute), after an idle time past last_seen_at, on sign-out, or when the password changes.
CREATE TABLE console_sessions (
  token_hash    bytea PRIMARY KEY,
  account_id    bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  csrf_token    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  user_agent    text
);
CREATE INDEX console_sessions_account_idx ON console_sessions (account_id);
CREATE INDEX console_sessions_expires_idx ON console_sessions (expires_at);

-- With sign-up closed, an operator invites an email; the invitation's link carries the token.
CREATE TABLE console_invites (
  token_hash  bytea PRIMARY KEY,
  email       text NOT NULL,
  plan        text NOT NULL DEFAULT 'free',
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- The console's request log is paged by id and filtered by key.
CREATE INDEX request_log_account_id_idx ON request_log (account_id, id DESC);
