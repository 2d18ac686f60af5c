CREATE TABLE "journal_entries" (
	"sequence" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"signed_sequence" bigint NOT NULL,
	"key_id" text NOT NULL,
	CONSTRAINT "journal_entries_sequence_positive" CHECK ("journal_entries"."sequence" > 0)
);
--> statement-breakpoint
CREATE TABLE "journal_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"sequence" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "journal_head_one_row" CHECK ("journal_head"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "journal_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL
);
--> statement-breakpoint
-- The journal is append-only whoever asks (issue 23, france.md "Inalterability"): UPDATE and DELETE are refused
-- row by row (migration 0027's function), TRUNCATE by a statement trigger. Tampering needs a superuser who
-- turns the triggers off, and verification (POST /api/journal/verify) names what changed.
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION encore_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION encore_refuse_change();
--> statement-breakpoint
-- The head only moves forward, and is never removed.
CREATE FUNCTION encore_journal_head_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR NEW.sequence < OLD.sequence THEN
    RAISE EXCEPTION 'journal_head only moves forward' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_head_forward BEFORE UPDATE OR DELETE ON journal_head
  FOR EACH ROW EXECUTE FUNCTION encore_journal_head_forward();
--> statement-breakpoint
CREATE TRIGGER journal_head_no_truncate BEFORE TRUNCATE ON journal_head
  FOR EACH STATEMENT EXECUTE FUNCTION encore_refuse_change();
--> statement-breakpoint
INSERT INTO journal_head (id, sequence, hash) VALUES (1, 0, repeat('0', 64));
