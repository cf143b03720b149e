-- Issue 15 item 4 (spec 1 §1 "take a style profile"): a user's saved style profile, one per
-- user. A visitor's answers live in the browser and are saved here at sign-in.
CREATE TABLE IF NOT EXISTS "style_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"answers" jsonb NOT NULL,
	"style" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Issue 15 item 6: an AI design proposal, stored in the transaction that spends its credit.
CREATE TABLE IF NOT EXISTS "ai_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ai_user_id" integer NOT NULL REFERENCES "ai_users"("id") ON DELETE CASCADE,
	"floor_plan_id" integer NOT NULL,
	"showroom_id" integer NOT NULL,
	"style" text NOT NULL,
	"budget_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"surfaces" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
