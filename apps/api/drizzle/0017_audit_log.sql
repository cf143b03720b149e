-- Issue 23 items 9 and 10: one audit log of every admin action (activations, application
-- decisions, status changes, refund retries, payout runs, settings, ...) and of payout-account
-- changes by their owner: who (id and email at the time), what (the contract call, e.g.
-- `PUT /api/admin/users/:id/status`), on what (`target`), the details (the call's path ids and
-- body without secrets, and its outcome), from which address, when. Rows are only ever added.
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" serial PRIMARY KEY,
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_email" text NOT NULL,
  "action" text NOT NULL,
  "target" text,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "ip" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" ("actor_id");
