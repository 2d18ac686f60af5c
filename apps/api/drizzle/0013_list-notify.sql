-- Every API process caches pages of the small catalogue lists (src/lib/list-cache.ts) and must drop them
-- when one of those tables changes, whichever process (or script) changed it: the database says so on
-- channel encore_lists with the table's name, delivered at commit. NOTIFY folds identical payloads of one
-- transaction into one.
CREATE OR REPLACE FUNCTION encore_notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('encore_lists', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER tax_classes_list_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_classes
  FOR EACH STATEMENT EXECUTE FUNCTION encore_notify_list_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sales_channels_list_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_channels
  FOR EACH STATEMENT EXECUTE FUNCTION encore_notify_list_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER show_categories_list_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON show_categories
  FOR EACH STATEMENT EXECUTE FUNCTION encore_notify_list_change();
