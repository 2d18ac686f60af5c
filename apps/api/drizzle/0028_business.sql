CREATE TABLE "business_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text,
	"street" text,
	"complement" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"siret" text,
	"vat_number" text,
	"licence_number" text,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "business_settings_one_row" CHECK ("business_settings"."id" = 1)
);
