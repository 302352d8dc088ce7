-- SMTP faults on purpose, per inbox (DECISIONS §11): an inbox's rules in order, each with its hits, and
-- the attempts each stage has seen since the rules were set. Both go with the inbox (cascade).
CREATE TABLE smtp_fault_rules (
  inbox_id       bigint NOT NULL REFERENCES inboxes (id) ON DELETE CASCADE,
  position       smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  stage          text NOT NULL CHECK (stage IN ('rcpt', 'data')),
  reply_code     smallint CHECK (reply_code IN (421, 450, 451, 452, 550, 551, 552, 553, 554)),
  reply_text     text CHECK (length(reply_text) <= 200),
  disconnect     boolean NOT NULL DEFAULT false,
  delay_ms       integer NOT NULL DEFAULT 0 CHECK (delay_ms BETWEEN 0 AND 30000),
  after_attempts integer NOT NULL DEFAULT 0 CHECK (after_attempts >= 0),
  times          integer CHECK (times >= 1),
  hits           bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (inbox_id, position)
);

-- One counter per inbox and stage, so that "after" and "times" count the same attempts on every replica.
CREATE TABLE smtp_fault_attempts (
  inbox_id bigint NOT NULL REFERENCES inboxes (id) ON DELETE CASCADE,
  stage    text NOT NULL CHECK (stage IN ('rcpt', 'data')),
  attempts bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (inbox_id, stage)
);
