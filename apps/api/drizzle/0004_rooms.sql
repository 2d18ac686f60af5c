CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"street" text,
	"address_complement" text,
	"state_province" text,
	"postal_code" text,
	"country" text,
	"city" text,
	"ga_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"seat_map_json" text,
	"seat_map_revision" integer DEFAULT 0 NOT NULL,
	"background_svg" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rooms_name_idx" ON "rooms" USING btree (lower("name"),"id");