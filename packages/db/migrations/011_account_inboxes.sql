-- Inboxes listed per account (newest first, paged by id), and permanent inboxes: made in the console,
-- they never expire (expires_at = 'infinity', so every "active" and purge condition holds as written).
CREATE INDEX inboxes_account_id_idx ON inboxes (account_id, id DESC);
CREATE INDEX inboxes_permanent_idx ON inboxes (account_id) WHERE expires_at = 'infinity';
