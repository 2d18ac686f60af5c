CREATE TABLE "till_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"by" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_movements_amount_positive" CHECK ("till_movements"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "till_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"till_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float" jsonb NOT NULL,
	"opening_float_cents" integer NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"closing_count" jsonb,
	"expected" jsonb,
	"counted" jsonb,
	"variance" jsonb
);
--> statement-breakpoint
CREATE TABLE "tills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tendered_cents" integer,
	"change_cents" integer,
	"reference" text,
	"till_session_id" uuid,
	"received_by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"till_session_id" uuid,
	"refunded_by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invitation_reason" text;--> statement-breakpoint
ALTER TABLE "till_movements" ADD CONSTRAINT "till_movements_session_id_till_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."till_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_till_session_id_till_sessions_id_fk" FOREIGN KEY ("till_session_id") REFERENCES "public"."till_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_till_session_id_till_sessions_id_fk" FOREIGN KEY ("till_session_id") REFERENCES "public"."till_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "till_movements_session_idx" ON "till_movements" USING btree ("session_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_open_per_till" ON "till_sessions" USING btree ("till_id") WHERE "till_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_open_per_seller" ON "till_sessions" USING btree ("opened_by") WHERE "till_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "till_sessions_till_idx" ON "till_sessions" USING btree ("till_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tills_name_unique" ON "tills" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_session_idx" ON "order_payments" USING btree ("till_session_id");--> statement-breakpoint
CREATE INDEX "order_payments_at_idx" ON "order_payments" USING btree ("at");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_session_idx" ON "order_refunds" USING btree ("till_session_id");--> statement-breakpoint
CREATE INDEX "order_refunds_at_idx" ON "order_refunds" USING btree ("at");--> statement-breakpoint
-- Money facts are never changed nor removed (issue 23, france.md "Inalterability"): a correction is a new
-- fact (a refund), so the database refuses UPDATE and DELETE on payments and refunds whoever asks.
CREATE FUNCTION encore_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER order_payments_append_only BEFORE UPDATE OR DELETE ON order_payments
  FOR EACH ROW EXECUTE FUNCTION encore_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_refunds_append_only BEFORE UPDATE OR DELETE ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION encore_refuse_change();
