-- Issue 12 item 1: vendor catalogue management, CSV import and vendor earnings (hand-written;
-- no snapshot). See docs/decisions/vendor-catalog.md.
-- A product's vendor SKU (unique per vendor: the CSV import's key), its 3-D flag, when it was
-- retired (null: on sale), when it last changed, and the hash of the import row that last wrote
-- it (a re-import of the same row changes nothing).
ALTER TABLE "products" ADD COLUMN "vendor_sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_3d" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_vendor_sku_uq" ON "products" ("vendor_id", "vendor_sku") WHERE "vendor_sku" IS NOT NULL;--> statement-breakpoint
-- One CSV import: polled by the vendor's browser for its progress and report.
CREATE TABLE "product_imports" (
  "id" serial PRIMARY KEY NOT NULL,
  "vendor_id" integer NOT NULL,
  "key" text NOT NULL,
  "status" text NOT NULL,
  "file_name" text NOT NULL,
  "bytes_total" bigint,
  "bytes_read" bigint DEFAULT 0 NOT NULL,
  "rows_read" integer DEFAULT 0 NOT NULL,
  "created" integer DEFAULT 0 NOT NULL,
  "updated" integer DEFAULT 0 NOT NULL,
  "unchanged" integer DEFAULT 0 NOT NULL,
  "rejected" integer DEFAULT 0 NOT NULL,
  "errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "message" text,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_key_uq" ON "product_imports" ("vendor_id", "key");--> statement-breakpoint
-- A vendor's share is recorded on capture, before the item is delivered: it has no available
-- date until delivery (null: pending).
ALTER TABLE "payout_ledger" ALTER COLUMN "available_at" DROP NOT NULL;
