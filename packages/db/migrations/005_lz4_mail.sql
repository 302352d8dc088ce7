-- Mail bodies and raw sources are compressed with lz4 rather than pglz: several times faster to compress
-- on insert and to read back, for about the same size on mail. Applies to rows written from now on;
-- older rows keep their pglz values, which Postgres still reads.
-- A server built without lz4 (the embedded one `pnpm start` runs when there is no Postgres) keeps pglz.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE messages
      ALTER COLUMN raw SET COMPRESSION lz4,
      ALTER COLUMN text_body SET COMPRESSION lz4,
      ALTER COLUMN html_body SET COMPRESSION lz4;
    ALTER TABLE attachments ALTER COLUMN content SET COMPRESSION lz4;
  END IF;
END
$$;

-- The code-extractor updates every message once, soon after it is stored. Room left in each page lets
-- that update stay in the page (a HOT update: no new index entries, less WAL) instead of moving the row.
ALTER TABLE messages SET (fillfactor = 85);
