-- Accounts, API keys, inboxes, messages, attachments and the outbox: the core path.

CREATE TABLE accounts (
  id           bigserial PRIMARY KEY,
  email        text NOT NULL UNIQUE,
  plan         text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'paid', 'no-api')),
  plan_expired boolean NOT NULL DEFAULT false,
  credits      bigint NOT NULL DEFAULT 0 CHECK (credits >= 0),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Only a SHA-256 of the key is kept; the key itself is shown once by the admin command.
CREATE TABLE api_keys (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key_hash    bytea NOT NULL UNIQUE,
  key_prefix  text NOT NULL,
  read_only   boolean NOT NULL DEFAULT false,
  expires_on  date,
  allowed_ips cidr[],
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_account_idx ON api_keys (account_id);

-- An address is held from creation until the janitor purges it (expires_at + tombstone), whoever owns it.
CREATE TABLE inboxes (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  address     text NOT NULL UNIQUE CHECK (address = lower(address)),
  created_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX inboxes_expires_idx ON inboxes (expires_at);
CREATE INDEX inboxes_account_idx ON inboxes (account_id);

-- One row per receiving inbox: a message to two inboxes is stored once for each.
-- received_at is truncated to milliseconds so that `since` (milliseconds) is exact and strict.
CREATE TABLE messages (
  id                 text PRIMARY KEY,
  seq                bigint GENERATED ALWAYS AS IDENTITY,
  inbox_id           bigint NOT NULL REFERENCES inboxes (id) ON DELETE CASCADE,
  received_at        timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
  envelope_from      text NOT NULL DEFAULT '',
  from_header        text NOT NULL DEFAULT '',
  subject            text NOT NULL DEFAULT '',
  intro              text NOT NULL DEFAULT '',
  text_body          text NOT NULL DEFAULT '',
  html_body          text NOT NULL DEFAULT '',
  raw                bytea NOT NULL,
  size               integer NOT NULL,
  -- Filled by the code-extractor; extract_status moves pending -> done | failed.
  extract_status     text NOT NULL DEFAULT 'pending' CHECK (extract_status IN ('pending', 'done', 'failed')),
  code               text,
  links              jsonb NOT NULL DEFAULT '[]',
  verification_link  text,
  extracted_at       timestamptz
);
CREATE INDEX messages_inbox_received_idx ON messages (inbox_id, received_at DESC, seq DESC);

CREATE TABLE attachments (
  id           text NOT NULL,
  message_id   text NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  position     integer NOT NULL,
  filename     text,
  content_type text NOT NULL,
  size         integer NOT NULL,
  content_id   text,
  inline       boolean NOT NULL,
  content      bytea NOT NULL,
  PRIMARY KEY (message_id, id)
);

-- Work to hand to the queues, written in the same transaction as the message (transactional outbox).
-- sent_at is set once the job is in BullMQ; the relay re-sends rows left unsent by a crash.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL,
  message_id  text REFERENCES messages (id) ON DELETE CASCADE,
  payload     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX outbox_unsent_idx ON outbox (id) WHERE sent_at IS NULL;
