-- Issue 15 item 5: the floor-plan image an own room was traced over: its stored path
-- (`/storage/rooms/<owner id>/<random uuid>.<ext>`), its pixel size, its scale (feet per
-- pixel) and where its top-left corner lies in the plan's feet. Null for a room drawn without
-- one and for every seeded plan.
ALTER TABLE "floor_plans" ADD COLUMN IF NOT EXISTS "trace" jsonb;
