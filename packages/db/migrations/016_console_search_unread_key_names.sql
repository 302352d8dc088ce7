-- Search across an account's mail (console and GET /v1/messages?search=).
-- Free text: a stored document of subject and body with a full-text index. Stored, not an expression
-- index: a query that walks the newest mail checks each row against it, which must not re-parse the body.
-- 'simple' keeps every word as typed (codes, names, any language); the body is bounded because a tsvector
-- holds at most 1 MB, and an error here would refuse the mail. Adding it rewrites the table once.
ALTER TABLE messages ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', left(subject, 1000) || ' ' || left(text_body, 100000))) STORED;
CREATE INDEX messages_search_idx ON messages USING gin (search_document);
-- The newest mail across inboxes, for a search that matches much of it (see message-search.ts).
CREATE INDEX messages_received_idx ON messages (received_at DESC, seq DESC);
-- from: and subject: are substrings, as on the list call: trigram indexes answer ILIKE '%…%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX messages_from_trgm_idx ON messages USING gin (from_header gin_trgm_ops);
CREATE INDEX messages_subject_trgm_idx ON messages USING gin (subject gin_trgm_ops);

-- Unread state, for the console: set when the message is opened there (the API reads change nothing).
ALTER TABLE messages ADD COLUMN read_at timestamptz;

-- A name the customer gives a key ("CI", "laptop"); keys made before have none.
ALTER TABLE api_keys ADD COLUMN name text NOT NULL DEFAULT '' CHECK (length(name) <= 100);
