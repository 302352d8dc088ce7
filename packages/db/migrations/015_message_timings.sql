-- When the sender's DATA ended, as ingest saw it (the message's timings.receivedAt; DECISIONS §10).
-- received_at stays the time the message was stored, in the committing statement: lists are ordered and
-- `since` is judged by it, which only the commit order keeps safe (mail whose DATA ended first may be
-- committed second). NULL for mail stored before this column existed.
ALTER TABLE messages ADD COLUMN data_ended_at timestamptz;
