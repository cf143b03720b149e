-- Issue 10 (spec 2 §6 "Contractors may share a project checklist with a contractor"): the
-- contractors a showroom's Pro shared a client's checklist with. They may read that checklist.
CREATE TABLE IF NOT EXISTS "checklist_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"contractor_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"shared_by" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "checklist_shares_uq" ON "checklist_shares" USING btree ("project_id","contractor_id");
