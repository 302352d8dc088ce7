-- Which extractor produced each message's code and links, and how sure it was of the code (issue 32).
-- Rows extracted before versions existed are version 1; the api extracts a message again when it reads
-- one stored under an older version than its own, so /code and /code?shape= agree about old mail.
ALTER TABLE messages
  ADD COLUMN extractor_version smallint NOT NULL DEFAULT 1,
  ADD COLUMN code_confidence real CHECK (code_confidence BETWEEN 0 AND 1);
