-- The attempt log readable by customers: an id of its own (the bigserial would tell one account how busy
-- all the others are) and the start of what the endpoint answered (the dispatcher keeps 1 KiB at most).
ALTER TABLE webhook_attempts
  ADD COLUMN public_id text NOT NULL DEFAULT ('att_' || replace(gen_random_uuid()::text, '-', '')),
  ADD COLUMN response text;
