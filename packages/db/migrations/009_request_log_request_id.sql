-- The request id every response carries (Throwbox-Request-Id, requestId in errors), so an error a
-- customer quotes can be found in the log.
ALTER TABLE request_log ADD COLUMN request_id text;
