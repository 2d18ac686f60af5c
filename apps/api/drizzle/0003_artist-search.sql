-- Artist search ("contains", ILIKE) must stay fast on 10,000+ rows: a trigram index does that on
-- PostgreSQL. PGlite does not ship pg_trgm unless loaded, so the index is created only where the
-- extension is available and allowed; elsewhere the search scans, which is fine for small catalogues.
-- The indexed expression is the one artists.repository.ts searches.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS artists_search_trgm_idx ON artists USING gin (
      (name || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops
    );
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'pg_trgm unavailable: artist search runs without a trigram index';
END
$$;
