-- Issue 22: money that always adds up (docs/decisions/money.md).
-- Items carry their shipping share, the coupon's discount on the line, a price version and the
-- customer's last answer to a price change; orders their restocking fees.
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "shipping_cents" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "discount_cents" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "price_version" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "price_answer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "restocking_cents" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
-- An existing order's shipping split evenly over its items, the odd cents to the first ones
-- (core shippingShareCents, as the restocking fee of a return used it).
UPDATE "order_items" AS oi SET "shipping_cents" = s.share
FROM (
  SELECT i."id",
         (o."shipping_cents" / c.n) + CASE WHEN (row_number() OVER (PARTITION BY i."order_id" ORDER BY i."id") - 1) < (o."shipping_cents" % c.n) THEN 1 ELSE 0 END AS share
  FROM "order_items" i
  JOIN "orders" o ON o."id" = i."order_id"
  JOIN (SELECT "order_id", count(*) AS n FROM "order_items" GROUP BY "order_id") c ON c."order_id" = i."order_id"
) AS s
WHERE oi."id" = s."id";--> statement-breakpoint
-- An item may now be refunded more than once (a lower price, then a return), once per event.
DROP INDEX IF EXISTS "refunds_item_uq";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_item_idx" ON "refunds" ("order_item_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN IF NOT EXISTS "reason" text NOT NULL DEFAULT 'return';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_operations" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL,
  "order_item_id" integer,
  "kind" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "idempotency_key" text NOT NULL,
  "status" text NOT NULL,
  "reason" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "last_error" text,
  "next_attempt_at" timestamp with time zone,
  "locked_until" timestamp with time zone,
  "processor_ref" text,
  "done_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_operations_key_uq" ON "payment_operations" ("idempotency_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_operations_order_idx" ON "payment_operations" ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_operations_status_idx" ON "payment_operations" ("status", "next_attempt_at");--> statement-breakpoint
-- What earlier orders did, as operations (their captures were per order, not per item: an order
-- placed before this migration may be reported by money:check, which is what it is for).
INSERT INTO "payment_operations" ("order_id", "kind", "amount_cents", "idempotency_key", "status", "reason", "processor_ref", "done_at")
SELECT "order_id", 'authorize', "amount_cents", 'migrated:authorize:order-' || "order_id", 'done', 'migrated', "processor_ref", "created_at"
FROM "payment_authorizations" WHERE "amount_cents" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payment_operations" ("order_id", "kind", "amount_cents", "idempotency_key", "status", "reason", "processor_ref", "done_at")
SELECT "order_id", 'capture', "captured_cents", 'migrated:capture:order-' || "order_id", 'done', 'migrated', "processor_ref", "created_at"
FROM "payment_authorizations" WHERE "captured_cents" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payment_operations" ("order_id", "kind", "amount_cents", "idempotency_key", "status", "reason", "processor_ref", "done_at")
SELECT "order_id", 'release', "released_cents", 'migrated:release:order-' || "order_id", 'done', 'migrated', "processor_ref", "created_at"
FROM "payment_authorizations" WHERE "released_cents" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- One ledger entry per item and event: the earliest entry of each keeps the event's key, a
-- duplicate (the races this fixes) gets a key of its own so that money:check can show it.
ALTER TABLE "payout_ledger" ADD COLUMN IF NOT EXISTS "event_key" text;--> statement-breakpoint
UPDATE "payout_ledger" AS l SET "event_key" = k.key
FROM (
  SELECT "id",
         CASE WHEN row_number() OVER (PARTITION BY "kind", "order_item_id", "user_id" ORDER BY "id") = 1
              THEN "kind" || ':' || "order_item_id" || ':' || "user_id"
              ELSE "kind" || ':' || "order_item_id" || ':' || "user_id" || ':duplicate-' || "id" END AS key
  FROM "payout_ledger" WHERE "order_item_id" IS NOT NULL
) AS k
WHERE l."id" = k."id";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payout_ledger_event_uq" ON "payout_ledger" ("event_key");--> statement-breakpoint
-- The sandbox processor's books (it refuses captures beyond the hold, refunds beyond captures).
CREATE TABLE IF NOT EXISTS "sandbox_card_payments" (
  "ref" text PRIMARY KEY NOT NULL,
  "authorized_cents" bigint NOT NULL,
  "released_cents" bigint DEFAULT 0 NOT NULL,
  "captured_cents" bigint DEFAULT 0 NOT NULL,
  "refunded_cents" bigint DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_card_operations" (
  "idempotency_key" text PRIMARY KEY NOT NULL,
  "ref" text NOT NULL,
  "kind" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "result_ref" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Authorisations the stateless sandbox made before keep working: the books start from ours.
INSERT INTO "sandbox_card_payments" ("ref", "authorized_cents", "released_cents", "captured_cents", "refunded_cents")
SELECT a."processor_ref", a."amount_cents", a."released_cents", a."captured_cents",
       coalesce((SELECT sum(r."amount_cents") FROM "refunds" r WHERE r."order_id" = a."order_id" AND r."status" = 'refunded'), 0)
FROM "payment_authorizations" a WHERE a."processor_ref" LIKE 'sbx_auth_%'
ON CONFLICT DO NOTHING;
