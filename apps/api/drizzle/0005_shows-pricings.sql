CREATE TABLE "price_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pricing_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"tax_class_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"quota" integer,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pricing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"default_colour" text NOT NULL,
	"active_colour" text NOT NULL,
	"text_colour" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"seat_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"room_id" uuid NOT NULL,
	"seat_categories_json" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_artists" (
	"show_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	CONSTRAINT "show_artists_show_id_artist_id_pk" PRIMARY KEY("show_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "show_categories_link" (
	"show_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "show_categories_link_show_id_category_id_pk" PRIMARY KEY("show_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "show_sales_channels" (
	"show_id" uuid NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	CONSTRAINT "show_sales_channels_show_id_sales_channel_id_pk" PRIMARY KEY("show_id","sales_channel_id")
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"description" text,
	"sub_description" text,
	"producer_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"pricing_id" uuid,
	"duration_minutes" integer NOT NULL,
	"poster" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_sold_not_negative" CHECK ("events"."sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_pricing_id_pricings_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_category_id_pricing_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."pricing_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_categories" ADD CONSTRAINT "pricing_categories_pricing_id_pricings_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricings" ADD CONSTRAINT "pricings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_artists" ADD CONSTRAINT "show_artists_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_artists" ADD CONSTRAINT "show_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_categories_link" ADD CONSTRAINT "show_categories_link_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_categories_link" ADD CONSTRAINT "show_categories_link_category_id_show_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."show_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_sales_channels" ADD CONSTRAINT "show_sales_channels_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_sales_channels" ADD CONSTRAINT "show_sales_channels_sales_channel_id_sales_channels_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_pricing_id_pricings_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_levels_pricing_idx" ON "price_levels" USING btree ("pricing_id","rank");--> statement-breakpoint
CREATE INDEX "price_levels_category_idx" ON "price_levels" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "price_levels_tax_class_idx" ON "price_levels" USING btree ("tax_class_id");--> statement-breakpoint
CREATE INDEX "pricing_categories_pricing_idx" ON "pricing_categories" USING btree ("pricing_id","rank");--> statement-breakpoint
CREATE INDEX "pricings_name_idx" ON "pricings" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "pricings_room_idx" ON "pricings" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "show_artists_artist_idx" ON "show_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "show_categories_link_category_idx" ON "show_categories_link" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "show_sales_channels_channel_idx" ON "show_sales_channels" USING btree ("sales_channel_id");--> statement-breakpoint
CREATE INDEX "shows_name_idx" ON "shows" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "shows_producer_idx" ON "shows" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "shows_room_idx" ON "shows" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "shows_pricing_idx" ON "shows" USING btree ("pricing_id");--> statement-breakpoint
CREATE INDEX "events_room_starts_idx" ON "events" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_show_starts_idx" ON "events" USING btree ("show_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");