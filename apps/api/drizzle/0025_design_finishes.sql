-- Issue 29 item 3: a saved design's finishes the showroom does not sell (wall paint, cabinet door
-- style and colour; core `PAINT_COLOURS`, `CABINET_DOOR_STYLES`, `CABINET_COLOURS` keys). Null on
-- designs saved before.
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "design_finishes" jsonb;
