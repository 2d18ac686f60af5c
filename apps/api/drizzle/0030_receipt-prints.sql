CREATE TABLE "receipt_prints" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"prints" integer NOT NULL,
	"last_printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_prints_positive" CHECK ("receipt_prints"."prints" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;