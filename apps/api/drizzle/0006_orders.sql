CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'cart' NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"show_id" uuid,
	"producer_id" uuid,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"customer_language" text,
	"payment_method" text,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"fees_cents" integer DEFAULT 0 NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"total_incl_tax_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"validated_at" timestamp with time zone,
	"validated_by" uuid,
	"manager_approved_by" uuid,
	"manager_approved_at" timestamp with time zone,
	"producer_approved_by" uuid,
	"producer_approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_area_usage" (
	"event_id" uuid NOT NULL,
	"ga_area_id" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_area_usage_event_id_ga_area_id_pk" PRIMARY KEY("event_id","ga_area_id"),
	CONSTRAINT "event_area_usage_not_negative" CHECK ("event_area_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_quota_usage" (
	"event_id" uuid NOT NULL,
	"price_level_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_quota_usage_event_id_price_level_id_pk" PRIMARY KEY("event_id","price_level_id"),
	CONSTRAINT "event_quota_usage_not_negative" CHECK ("event_quota_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"seat_id" text,
	"ga_area_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_level_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"price_level_name" text NOT NULL,
	"area_label" text,
	"row_label" text,
	"seat_label" text,
	"unit_price_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"unit_vat_cents" integer NOT NULL,
	"unit_fee_cents" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_seat_or_area" CHECK (("order_items"."seat_id" is null) <> ("order_items"."ga_area_id" is null)),
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" >= 1 and ("order_items"."seat_id" is null or "order_items"."quantity" = 1))
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sales_channel_id_sales_channels_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_area_usage" ADD CONSTRAINT "event_area_usage_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_quota_usage" ADD CONSTRAINT "event_quota_usage_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_quota_usage" ADD CONSTRAINT "event_quota_usage_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_cart_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'cart';--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_show_idx" ON "orders" USING btree ("show_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_producer_idx" ON "orders" USING btree ("producer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("sales_channel_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_by_idx" ON "orders" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree (lower("customer_name"));--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_live_seat_unique" ON "order_items" USING btree ("event_id","seat_id") WHERE "order_items"."seat_id" is not null and "order_items"."status" in ('held', 'sold');--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_event_status_idx" ON "order_items" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "order_items_price_level_idx" ON "order_items" USING btree ("price_level_id");