-- Issue 15 item 5: a customer's own room. A floor plan and a template with an owner are
-- private to that user: the public lists leave them out, GET /api/floor_plans/:id and the plan
-- image answer 404 to anyone else, and /api/my_rooms lists, changes and deletes them. Deleting
-- the user deletes their rooms.
ALTER TABLE "floor_plans" ADD COLUMN IF NOT EXISTS "owner_id" integer REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN IF NOT EXISTS "owner_id" integer REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floor_plans_owner_idx" ON "floor_plans" ("owner_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "templates_owner_idx" ON "templates" ("owner_id");
