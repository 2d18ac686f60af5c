-- The roll-up's dirty days (migration 0017) marked by row triggers that fire only for a closed day (before
-- yesterday). Every sale upserts today's sales_daily row; the statement triggers captured those rows in
-- transition tables and ran a function that found nothing to mark, twice a sale (an upsert fires the
-- insert's and the update's): 4 % of PostgreSQL's function time under bench/box-office.mjs.
CREATE FUNCTION sales_rollup_mark_day_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO sales_rollup_dirty (day) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.day ELSE NEW.day END)
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sales_daily_rollup_insert ON sales_daily;
--> statement-breakpoint
DROP TRIGGER sales_daily_rollup_update ON sales_daily;
--> statement-breakpoint
DROP TRIGGER sales_daily_rollup_delete ON sales_daily;
--> statement-breakpoint
DROP FUNCTION sales_rollup_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER sales_daily_rollup_insert AFTER INSERT ON sales_daily FOR EACH ROW
	WHEN (NEW.day < (now() AT TIME ZONE 'Europe/Paris')::date - 1) EXECUTE FUNCTION sales_rollup_mark_day_dirty();
--> statement-breakpoint
CREATE TRIGGER sales_daily_rollup_update AFTER UPDATE ON sales_daily FOR EACH ROW
	WHEN (NEW.day < (now() AT TIME ZONE 'Europe/Paris')::date - 1) EXECUTE FUNCTION sales_rollup_mark_day_dirty();
--> statement-breakpoint
CREATE TRIGGER sales_daily_rollup_delete AFTER DELETE ON sales_daily FOR EACH ROW
	WHEN (OLD.day < (now() AT TIME ZONE 'Europe/Paris')::date - 1) EXECUTE FUNCTION sales_rollup_mark_day_dirty();
