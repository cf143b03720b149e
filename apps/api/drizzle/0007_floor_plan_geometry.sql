-- Issue 15 item 1: a floor plan's geometry (walls polygon in feet, doors and windows on walls,
-- the cabinet run, room names; contract PlanGeometrySchema), and which product a template puts
-- on each surface and fixture (contract TemplateSurfaceSchema). A plan without geometry (a
-- database seeded before this migration) is answered with the geometry core's `planGeometry`
-- generates from its id, room type and square footage: the same the seed stores.
ALTER TABLE "floor_plans" ADD COLUMN IF NOT EXISTS "geometry" jsonb;
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN IF NOT EXISTS "surfaces" jsonb DEFAULT '[]'::jsonb NOT NULL;
