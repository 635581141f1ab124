-- E-mail delivery through an outbox: `sendEmail` writes the row (often inside the transaction of
-- the change it tells about); the mail dispatcher (modules/mail/dispatcher.ts) delivers unsent
-- rows over SMTP when SMTP_URL is set and records how it went. A row holds the whole message, so
-- that an HTML part, extra headers (List-Unsubscribe) and attachments (an .ics invite) need no
-- other change of the table.

ALTER TABLE outgoing_emails
  -- The HTML alternative of body_text; null: plain text only.
  ADD COLUMN body_html text,
  -- Extra headers, name → value (e.g. {"List-Unsubscribe": "<https://…>"}).
  ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- [{ "filename", "contentType", "content" (text), "encoding"? ("base64" for binary) }].
  ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Delivery attempts made; the dispatcher claims a row by raising next_attempt_at (a lease).
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error text,
  -- Set when the dispatcher gave up (too many failed attempts, or too late to be useful).
  ADD COLUMN failed_at timestamptz;

-- What the dispatcher looks for: unsent, not given up, due.
CREATE INDEX outgoing_emails_due_idx ON outgoing_emails (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;
