CREATE TABLE "showroom_curations" (
	"showroom_id" integer PRIMARY KEY NOT NULL,
	"vendor_mode" text DEFAULT 'all' NOT NULL,
	"category_mode" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showroom_curations_vendor_mode_ck" CHECK ("vendor_mode" IN ('all', 'only')),
	CONSTRAINT "showroom_curations_category_mode_ck" CHECK ("category_mode" IN ('all', 'only'))
);
--> statement-breakpoint
ALTER TABLE "showroom_curations" ADD CONSTRAINT "showroom_curations_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "showroom_curation_rules" (
	"showroom_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "showroom_curation_rules_pk" PRIMARY KEY("showroom_id","kind","ref_id"),
	CONSTRAINT "showroom_curation_rules_kind_ck" CHECK ("kind" IN ('vendor', 'category', 'exclude_product', 'add_product'))
);
--> statement-breakpoint
ALTER TABLE "showroom_curation_rules" ADD CONSTRAINT "showroom_curation_rules_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;
