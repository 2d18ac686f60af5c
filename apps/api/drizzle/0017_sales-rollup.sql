CREATE TABLE "sales_rollup" (
	"dimension" text NOT NULL,
	"grain" smallint NOT NULL,
	"start" date NOT NULL,
	"key" text NOT NULL,
	"producer_id" uuid NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"tickets" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"fees_cents" bigint NOT NULL,
	"cancelled_tickets" integer NOT NULL,
	"cancelled_price_cents" bigint NOT NULL,
	"cancelled_vat_cents" bigint NOT NULL,
	"cancelled_fees_cents" bigint NOT NULL,
	CONSTRAINT "sales_rollup_pk" PRIMARY KEY("dimension","grain","start","key","producer_id","sales_channel_id","vat_rate_bp")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_dirty" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"rolled_through" date
);
--> statement-breakpoint
-- A write to a day that may be rolled up already (before yesterday, France time: a sale is dated today,
-- so only imports, demo data and tests get here) marks the day for the roll-up to redo before the next
-- read. One statement per sales_daily statement; a sale of today inserts nothing.
CREATE FUNCTION sales_rollup_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO sales_rollup_dirty (day)
	SELECT DISTINCT day FROM changed_rows WHERE day < (now() AT TIME ZONE 'Europe/Paris')::date - 1
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_rollup_insert AFTER INSERT ON sales_daily
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER sales_daily_rollup_update AFTER UPDATE ON sales_daily
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER sales_daily_rollup_delete AFTER DELETE ON sales_daily
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_mark_dirty();
