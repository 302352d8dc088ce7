-- Quota, credits, idempotency and the request log.

-- Credits: what was bought and what was used; the balance is the difference. Both only grow.
ALTER TABLE accounts RENAME COLUMN credits TO credits_added;
ALTER TABLE accounts ADD COLUMN credits_used bigint NOT NULL DEFAULT 0;

-- Requests counted per calendar month (UTC). Redis counts on the hot path; this is where the counts
-- persist, so a Redis restart resumes from here instead of giving requests away.
CREATE TABLE usage_months (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  month      text NOT NULL CHECK (month ~ '^\d{4}-\d{2}$'),
  used       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, month)
);

-- One row per (account, Idempotency-Key), kept 24 hours. A key reused with another method, path or body
-- is refused; a row still 'running' past locked_until was abandoned by a crashed process.
CREATE TABLE idempotency_keys (
  account_id    bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key           text NOT NULL,
  method        text NOT NULL,
  path          text NOT NULL,
  body_hash     bytea NOT NULL,
  state         text NOT NULL CHECK (state IN ('running', 'done')),
  status        integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Every API call of an account, kept 14 days.
CREATE TABLE request_log (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key_id      bigint,
  at          timestamptz NOT NULL,
  method      text NOT NULL,
  path        text NOT NULL,
  status      integer NOT NULL,
  error_code  text,
  duration_ms real NOT NULL
);
CREATE INDEX request_log_account_at_idx ON request_log (account_id, at DESC);
CREATE INDEX request_log_at_idx ON request_log (at);
