-- Issue 11: full-text product search, the same SQL on PGlite and PostgreSQL (hand-written:
-- drizzle-kit does not model extensions, functions or triggers; the snapshot is unchanged).
-- pg_trgm and unaccent are trusted contrib extensions (the database owner may create them);
-- PGlite loads both (src/db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary named at run time); indexes need an
-- IMMUTABLE function, so this wrapper names the dictionary explicitly. Lower case, no accents.
CREATE OR REPLACE FUNCTION search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- The weighted document: name A, category and vendor (company name and brand) B, description C.
-- Kept by a trigger, since category and vendor names live in other tables.
ALTER TABLE "products" ADD COLUMN "search_doc" tsvector;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc :=
    setweight(to_tsvector('simple', search_norm(NEW.name)), 'A') ||
    setweight(to_tsvector('simple', search_norm(
      coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '') || ' ' ||
      coalesce((SELECT u.company_name FROM users u WHERE u.id = NEW.vendor_id), '') || ' ' ||
      coalesce(NEW.brand, ''))), 'B') ||
    setweight(to_tsvector('simple', search_norm(coalesce(NEW.description, ''))), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_doc BEFORE INSERT OR UPDATE OF name, brand, description, category_id, vendor_id
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_doc();--> statement-breakpoint
-- A renamed category or vendor re-indexes its products.
CREATE OR REPLACE FUNCTION products_search_doc_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET name = name WHERE category_id = NEW.id;
  ELSE
    UPDATE products SET name = name WHERE vendor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name ON "categories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_doc_refresh();--> statement-breakpoint
CREATE TRIGGER users_search_refresh AFTER UPDATE OF company_name ON "users"
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name) EXECUTE FUNCTION products_search_doc_refresh();--> statement-breakpoint
-- Every word a product can be found by, for "did you mean" (a trigram index finds the nearest
-- word of a misspelling). Words are only added: a word left by a retired product is harmless,
-- the suggestion is checked against the products before it is offered.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_doc)) AS w
    WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_ins AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER products_search_words_upd AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
UPDATE "products" SET name = name;--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (search_norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
