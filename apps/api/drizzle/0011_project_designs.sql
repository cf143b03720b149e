-- Issue 15 item 2: the visualizer's design autosaves to the customer's project of the showroom:
-- the product chosen for each surface and fixture (`[{ surface, product_id }]`), with the plan
-- and template in the project's floor_plan_id and template_id, and when it was last saved.
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "design" jsonb;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "design_saved_at" timestamp with time zone;
