-- A replay carries the original request's id in its body and its Throwbox-Request-Id header (DECISIONS §7).
ALTER TABLE idempotency_keys ADD COLUMN request_id text;
