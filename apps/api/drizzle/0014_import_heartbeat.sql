ALTER TABLE "product_imports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;
