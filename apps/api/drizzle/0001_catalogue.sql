CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"stage_name" text,
	"bio" text,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"siret" text NOT NULL,
	"responsible_name" text NOT NULL,
	"responsible_email" text NOT NULL,
	"street" text,
	"address_complement" text,
	"state_province" text,
	"postal_code" text,
	"country" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "producer_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "artist_id" uuid;--> statement-breakpoint
CREATE INDEX "artists_name_idx" ON "artists" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "show_categories_label_unique" ON "show_categories" USING btree (lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "show_categories_reference_unique" ON "show_categories" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "producers_siret_unique" ON "producers" USING btree ("siret");--> statement-breakpoint
CREATE INDEX "producers_name_idx" ON "producers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_channels_code_unique" ON "sales_channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_name_unique" ON "tax_classes" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_producer_idx" ON "users" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "users_artist_idx" ON "users" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "users_created_by_idx" ON "users" USING btree ("created_by");