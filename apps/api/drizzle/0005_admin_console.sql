-- Issue 12 items 3, 4: the admin console (applications, users, settings audit) and refunds.
-- Hand-written (no snapshot): see docs/decisions/back-office.md.
ALTER TABLE "users" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_settings" jsonb;--> statement-breakpoint
CREATE TABLE "settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "settings_audit_created_idx" ON "settings_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"restocking_fee_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"processor_ref" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_item_uq" ON "refunds" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_uq" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","next_attempt_at");
