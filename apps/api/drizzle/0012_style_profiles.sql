-- Issue 15 item 4 (spec 1 §1 "take a style profile"): a user's saved style profile, one per
-- user. A visitor's answers live in the browser and are saved here at sign-in.
CREATE TABLE IF NOT EXISTS "style_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"answers" jsonb NOT NULL,
	"style" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
