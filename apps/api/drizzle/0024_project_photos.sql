-- Issue 29 item 6: a photo-mode result (a customer's room photo with a product drawn on its
-- floor or a wall) saved into one of their projects. Only the rendered image is kept (the
-- original photo never leaves the browser), with what it shows: the product and the surface.
CREATE TABLE IF NOT EXISTS "project_photos" (
  "id" serial PRIMARY KEY NOT NULL,
  "project_id" integer NOT NULL,
  "user_id" integer NOT NULL,
  "product_id" integer NOT NULL,
  "surface" text NOT NULL,
  "image" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_photos_project_idx" ON "project_photos" ("project_id");
