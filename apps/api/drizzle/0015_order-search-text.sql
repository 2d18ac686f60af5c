DROP INDEX "orders_customer_email_idx";--> statement-breakpoint
DROP INDEX "orders_customer_phone_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text;
--> statement-breakpoint
-- The orders list's search at a million orders (bench/box-office.mjs): the folded text is stored once per
-- change of the searched columns instead of folded again for every row the trigram index returns (the
-- recheck of a "contains" on encore_fold(...) cost ~0.15 ms a row: 450 ms for a name found 2,500 times), and
-- the planner gets statistics on it (a frequent term walks the created-at index and stops at one page).
-- A trigger, not a generated column: those are computed again on every update of the row, and a sale
-- updates its order several times; this one runs only when a searched column is set.
CREATE FUNCTION orders_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := encore_fold(NEW.number || ' ' || coalesce(NEW.customer_name, '') || ' '
		|| coalesce(NEW.customer_email, '') || ' ' || coalesce(NEW.customer_phone, ''));
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_search_text BEFORE INSERT OR UPDATE OF number, customer_name, customer_email, customer_phone
	ON orders FOR EACH ROW EXECUTE FUNCTION orders_search_text();
--> statement-breakpoint
UPDATE orders SET search_text = encore_fold(number || ' ' || coalesce(customer_name, '') || ' '
	|| coalesce(customer_email, '') || ' ' || coalesce(customer_phone, ''));
--> statement-breakpoint
-- The trigram index moves from the expression (folded again on every write of an order that is not a HOT
-- update: each sale paid it several times) to the column.
DO $$
BEGIN
  DROP INDEX IF EXISTS orders_search_trgm_idx;
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX orders_search_trgm_idx ON orders USING gin (search_text gin_trgm_ops);
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'pg_trgm unavailable: order search runs without a trigram index';
END
$$;
