-- What SPF is evaluated for (DECISIONS §12), kept from the SMTP session beside envelope_from: the client's
-- address and its HELO/EHLO name. Constant defaults, so adding them rewrites no row; mail stored before
-- this has '' and its SPF verdict is `none`.
ALTER TABLE messages
  ADD COLUMN client_ip text NOT NULL DEFAULT '',
  ADD COLUMN helo text NOT NULL DEFAULT '';
