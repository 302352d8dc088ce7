-- The attempt log readable by customers: an id of its own (the bigserial would tell one account how busy
-- all the others are) and the start of what the endpoint answered (the dispatcher keeps 1 KiB at most).
ALTER TABLE webhook_attempts
  ADD COLUMN public_id text NOT NULL DEFAULT ('att_' || replace(gen_random_uuid()::text, '-', '')),
  ADD COLUMN response text;

-- Events kept 7 days for replay, as sent (the message they came from may be gone by then). Written once
-- per message.received event by the fan-out; the BRIN index is all the purge by age needs, at almost no
-- cost per insert; the account's index lets an account's deletion cascade without a scan.
CREATE TABLE webhook_events (
  id          text PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_events_created_brin ON webhook_events USING brin (created_at);
CREATE INDEX webhook_events_account_idx ON webhook_events (account_id);

-- An endpoint's deliveries that did not go through at the first attempt, or were replayed: what
-- "replay every event that failed since" selects, how many attempts each has had (the attempt log is
-- trimmed, this is not), and whether a later attempt delivered it (a pending retry then stands down).
-- Deliveries that succeed at once, nearly all of them, write no row here.
CREATE TABLE webhook_event_deliveries (
  webhook_id    bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id      text NOT NULL,
  attempts      integer NOT NULL,
  failed_at     timestamptz,
  delivered_at  timestamptz,
  PRIMARY KEY (webhook_id, event_id)
);
CREATE INDEX webhook_event_deliveries_failed_idx ON webhook_event_deliveries (webhook_id, failed_at) WHERE delivered_at IS NULL;
