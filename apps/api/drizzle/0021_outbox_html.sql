-- Issue 25 item 8: order mails go out as plain text and HTML; the local outbox keeps both.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "html" text;
