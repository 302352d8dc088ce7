-- Which attempt of its event's delivery to that endpoint each row records (1 the first, then the retries).
ALTER TABLE webhook_attempts ADD COLUMN attempt integer NOT NULL DEFAULT 1;
