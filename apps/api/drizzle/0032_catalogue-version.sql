CREATE SEQUENCE "public"."catalogue_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, nextval('catalogue_version_seq'));
--> statement-breakpoint
-- A new catalogue version once per transaction that wrote what a sale reads of the catalogue, run at its
-- commit (the row triggers below are deferred): the version row is locked from there to the commit only,
-- after every other lock of the transaction, so two catalogue writers wait for each other, never deadlock.
CREATE FUNCTION encore_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('encore.catalogue_changed', true) IS DISTINCT FROM 'on' THEN
		UPDATE catalogue_version SET version = nextval('catalogue_version_seq');
		PERFORM set_config('encore.catalogue_changed', 'on', true);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['events', 'shows', 'rooms', 'pricings', 'price_levels', 'tax_classes',
		'sales_channels', 'show_sales_channels']
	LOOP
		EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
			DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION encore_catalogue_changed()',
			t || '_catalogue_version', t);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT
			EXECUTE FUNCTION encore_catalogue_changed()', t || '_catalogue_version_truncate', t);
	END LOOP;
END $$;
