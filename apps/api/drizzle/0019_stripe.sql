-- Issue 27: real money through Stripe beside the sandbox (docs/decisions/money.md "Stripe",
-- docs/decisions/payouts.md "Stripe Connect", docs/decisions/plans.md).
-- Every Stripe webhook event, stored once by its id: a replay changes nothing.
CREATE TABLE IF NOT EXISTS "stripe_events" (
  "id" text PRIMARY KEY NOT NULL,
  "type" text NOT NULL,
  "object_id" text,
  "stripe_created_at" timestamp with time zone NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  "processed_at" timestamp with time zone,
  "last_error" text
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stripe_events_type_idx" ON "stripe_events" ("type", "received_at");--> statement-breakpoint
-- The Stripe processor's own record of each call it made for a PaymentIntent, by idempotency
-- key, with the exact parameters sent (a retry sends the same ones, as Stripe's idempotency
-- requires). Releases Stripe cannot make yet (it releases a hold only whole) are kept here
-- until the final capture or cancel gives them back.
CREATE TABLE IF NOT EXISTS "stripe_card_operations" (
  "idempotency_key" text PRIMARY KEY NOT NULL,
  "payment_intent" text NOT NULL,
  "kind" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "params" jsonb NOT NULL,
  "result_ref" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stripe_card_operations_pi_idx" ON "stripe_card_operations" ("payment_intent");--> statement-breakpoint
-- Payout accounts: which provider holds them and why one is restricted (Stripe Connect).
ALTER TABLE "payout_accounts" ADD COLUMN IF NOT EXISTS "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN IF NOT EXISTS "status_reason" text;--> statement-breakpoint
-- Plans: the provider, its subscription id, the period and a cancel at its end.
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "plan_code" text DEFAULT 'premium' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "provider_ref" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "subscriptions_provider_ref_uq" ON "subscriptions" ("provider_ref");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscriptions_user_idx" ON "subscriptions" ("user_id", "plan_code");--> statement-breakpoint
-- Each paid period of a plan (the first payment and every renewal), once per invoice.
CREATE TABLE IF NOT EXISTS "subscription_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "subscription_id" integer NOT NULL,
  "provider_ref" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "period_start" timestamp with time zone,
  "period_end" timestamp with time zone,
  "paid_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "subscription_payments_ref_uq" ON "subscription_payments" ("provider_ref");--> statement-breakpoint
-- A user's customer at the billing provider (Stripe Customer), made once.
CREATE TABLE IF NOT EXISTS "billing_customers" (
  "user_id" integer PRIMARY KEY NOT NULL,
  "provider" text NOT NULL,
  "customer_ref" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
