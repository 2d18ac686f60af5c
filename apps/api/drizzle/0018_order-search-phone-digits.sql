-- The orders search keeps a phone's digits only ("06 12 34 56 78" -> "0612345678"), and a search made of
-- digits and phone separators looks for its digits (orders-list.repository.ts): "12 34 56", "12-34-56" and
-- "123456" find the same orders however the phone was typed. At a million orders a fragment like "86 02 61"
-- gave the trigram index only two-digit words, each in thousands of phones (18 ms to intersect them); the
-- same digits in one word give three-digit trigrams, each in about a thousandth of the phones.
CREATE OR REPLACE FUNCTION orders_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := encore_fold(NEW.number || ' ' || coalesce(NEW.customer_name, '') || ' '
		|| coalesce(NEW.customer_email, '') || ' ' || regexp_replace(coalesce(NEW.customer_phone, ''), '[^0-9]', '', 'g'));
	RETURN NEW;
END $$;
--> statement-breakpoint
-- Rewriting every order's text is quicker with the trigram index built again after than updated row by row.
DROP INDEX IF EXISTS orders_search_trgm_idx;
--> statement-breakpoint
UPDATE orders SET search_text = encore_fold(number || ' ' || coalesce(customer_name, '') || ' '
	|| coalesce(customer_email, '') || ' ' || regexp_replace(coalesce(customer_phone, ''), '[^0-9]', '', 'g'))
	WHERE customer_phone ~ '[^0-9]';
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX orders_search_trgm_idx ON orders USING gin (search_text gin_trgm_ops);
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'pg_trgm unavailable: order search runs without a trigram index';
END
$$;
