-- Issue 28 items 4 and 5: leads the Pro works through (contacted or not), the embed's activity
-- counted per showroom, day and kind (no personal data), and orders placed from an embed's
-- hand-off.
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "contacted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_showroom_idx" ON "leads" ("shop_profile_id", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "embed_stats" (
  "showroom_id" integer NOT NULL,
  "day" date NOT NULL,
  "event" text NOT NULL,
  "count" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "embed_stats_pk" PRIMARY KEY ("showroom_id", "day", "event")
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source" text;
