-- Webhook endpoints and their recent delivery attempts. Event bodies are not stored: a message.received
-- event is rebuilt from its message (immutable once stored), so every retry sends the same bytes.

CREATE TABLE webhooks (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  url         text NOT NULL,
  -- The signing secret, AES-256-GCM under WEBHOOK_SECRET_KEY; it is shown in clear only once, at creation.
  secret_box  bytea NOT NULL,
  -- Consecutive failed attempts; any 2xx resets it, the 20th disables the endpoint for good.
  fail_count  integer NOT NULL DEFAULT 0 CHECK (fail_count >= 0),
  disabled    boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX webhooks_account_idx ON webhooks (account_id, id);

-- Every attempt, trimmed to the newest 20 per endpoint as new ones are recorded.
-- status is 0 when no HTTP answer came back; error is null on success.
CREATE TABLE webhook_attempts (
  id          bigserial PRIMARY KEY,
  webhook_id  bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id    text NOT NULL,
  event       text NOT NULL,
  status      integer NOT NULL,
  error       text,
  duration_ms integer NOT NULL,
  at          timestamptz NOT NULL
);
CREATE INDEX webhook_attempts_recent_idx ON webhook_attempts (webhook_id, id DESC);
