-- Search ignores case and accents ("electre" finds "Électre Tour", "zoe" finds "Zoé") on PostgreSQL and PGlite
-- alike: encore_fold() lower-cases and folds Latin accents and ligatures with translate/replace, which are
-- immutable and need no extension (unaccent is not immutable, and not on every server), so indexes can be built
-- on it. lib/list-query.ts compares encore_fold(<expression>) LIKE encore_fold(<pattern>).
CREATE OR REPLACE FUNCTION encore_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $fold$ SELECT lower(replace(replace(replace(replace(replace(translate(value,
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđÐðĦħıĿŀŁłŦŧ’',
    'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddddhhilllltt'''),
    'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'ß', 'ss')) $fold$;
--> statement-breakpoint
-- Trigram indexes on exactly the folded expressions the repositories search (artists, shows, users, orders),
-- replacing the lower-case ones of 0003 and 0007 under the same names, wherever pg_trgm can be created
-- (PostgreSQL with contrib, and PGlite, which loads it: db/client.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    DROP INDEX IF EXISTS artists_search_trgm_idx;
    CREATE INDEX artists_search_trgm_idx ON artists USING gin (
      encore_fold(name || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops
    );
    CREATE INDEX IF NOT EXISTS shows_search_trgm_idx ON shows USING gin (
      encore_fold(name || ' ' || coalesce(subtitle, '')) gin_trgm_ops
    );
    CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (
      encore_fold(first_name || ' ' || coalesce(last_name, '') || ' ' || email) gin_trgm_ops
    );
    DROP INDEX IF EXISTS orders_search_trgm_idx;
    CREATE INDEX orders_search_trgm_idx ON orders USING gin (
      encore_fold(number || ' ' || coalesce(customer_name, '') || ' ' || coalesce(customer_email, '') || ' ' || coalesce(customer_phone, '')) gin_trgm_ops
    );
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'pg_trgm unavailable: searches run without trigram indexes';
END
$$;
