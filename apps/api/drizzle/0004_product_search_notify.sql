-- Issue 11: the in-process search index (src/modules/search/product-index.ts) follows the
-- database. Every statement that writes products, categories or a vendor's names sends a
-- notification on the channel `product_search` (the same SQL on PGlite and PostgreSQL;
-- PostgreSQL delivers it to every instance's LISTEN connection at commit, in commit order;
-- PGlite to its own process before the write's query returns). Payloads: `p:<id>,<id>,...`
-- (products written, at most 800 ids a notification, well under NOTIFY's 8000 bytes) and `m`
-- (categories or vendor names changed).
CREATE OR REPLACE FUNCTION product_search_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR ids IN SELECT string_agg(id::text, ',') FROM (
        SELECT id, (row_number() OVER ()) / 800 AS chunk FROM old_rows) x GROUP BY chunk LOOP
      PERFORM pg_notify('product_search', 'p:' || ids);
    END LOOP;
  ELSE
    FOR ids IN SELECT string_agg(id::text, ',') FROM (
        SELECT id, (row_number() OVER ()) / 800 AS chunk FROM new_rows) x GROUP BY chunk LOOP
      PERFORM pg_notify('product_search', 'p:' || ids);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_notify_ins AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify();--> statement-breakpoint
CREATE TRIGGER products_search_notify_upd AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify();--> statement-breakpoint
CREATE TRIGGER products_search_notify_del AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_notify_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('product_search', 'm');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search_notify AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify_names();--> statement-breakpoint
CREATE TRIGGER users_search_notify AFTER UPDATE OF company_name, first_name, last_name ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify_names();
