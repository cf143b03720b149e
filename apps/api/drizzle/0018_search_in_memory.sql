-- Issue 26: one search engine, the in-process index (src/modules/search: text-index.ts, sync.ts,
-- query.ts), with the database as its only writer. The SQL engine's weighted document, its
-- "did you mean" vocabulary, their triggers and indexes (0003) are read by nothing now, and every
-- products write paid for them (seeding 25,200 products included). The change notifications
-- (0004) stay: they are how every instance's index hears every write. A renamed category or
-- vendor re-indexes its products in memory (the `m` notification), without rewriting them.
DROP TRIGGER IF EXISTS products_search_words_ins ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_words_upd ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words_add();--> statement-breakpoint
DROP TABLE IF EXISTS "search_words";--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_doc ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_doc();--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_search_refresh ON "categories";--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_refresh ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_doc_refresh();--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_doc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "search_doc";
