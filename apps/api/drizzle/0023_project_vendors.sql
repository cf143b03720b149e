-- Issue 30 item 3: vendors invited into a project's chat for the items they sell in it (spec 1 §1
-- "Vendors collaborate with other users"). One row per project and vendor (the unique index makes
-- a repeated or concurrent invite a no-op); removing the vendor deletes the row.
CREATE TABLE IF NOT EXISTS "project_vendors" (
  "id" serial PRIMARY KEY NOT NULL,
  "project_id" integer NOT NULL,
  "vendor_id" integer NOT NULL,
  "invited_by" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "project_vendors_uq" ON "project_vendors" ("project_id", "vendor_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_vendors_vendor_idx" ON "project_vendors" ("vendor_id");
