CREATE TABLE "journal_closings" (
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"sequence" bigint PRIMARY KEY NOT NULL,
	"from_at" timestamp (3) with time zone NOT NULL,
	"to_at" timestamp (3) with time zone NOT NULL,
	"through_sequence" bigint NOT NULL,
	"grand_total_cents" bigint NOT NULL,
	"payload" text NOT NULL,
	CONSTRAINT "journal_closings_kind_period" UNIQUE("kind","period")
);
--> statement-breakpoint
CREATE INDEX "journal_entries_verification_idx" ON "journal_entries" USING btree ("sequence") WHERE "journal_entries"."type" = 'verification';--> statement-breakpoint
-- The closings are append-only like the journal they repeat (migration 0027's function).
CREATE TRIGGER journal_closings_append_only BEFORE UPDATE OR DELETE ON journal_closings
  FOR EACH ROW EXECUTE FUNCTION encore_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_closings_no_truncate BEFORE TRUNCATE ON journal_closings
  FOR EACH STATEMENT EXECUTE FUNCTION encore_refuse_change();
