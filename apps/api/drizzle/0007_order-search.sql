-- Order search ("contains" on number, customer name, e-mail and phone) must stay fast at a million
-- orders: a trigram index on PostgreSQL, on exactly the expression orders-list.repository.ts searches.
-- PGlite does not ship pg_trgm unless loaded: there the search scans, fine for the embedded set-up.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS orders_search_trgm_idx ON orders USING gin (
      lower(number || ' ' || coalesce(customer_name, '') || ' ' || coalesce(customer_email, '') || ' ' || coalesce(customer_phone, '')) gin_trgm_ops
    );
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'pg_trgm unavailable: order search runs without a trigram index';
END
$$;
