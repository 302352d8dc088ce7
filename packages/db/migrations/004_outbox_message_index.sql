-- Deleting a message (inbox deletion, the janitor's purge) cascades to the outbox; without this index
-- every deleted message scanned the whole outbox, and purging a large inbox outran the statement timeout.
CREATE INDEX outbox_message_idx ON outbox (message_id);
