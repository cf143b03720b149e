-- Issue 25 item 7: the coupon a customer applied lives on their server-side cart (the project),
-- so every session and the payment step price with it; placing the order clears it.
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "coupon_code" text;
