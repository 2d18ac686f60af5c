CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"event_id" uuid NOT NULL,
	"show_id" uuid NOT NULL,
	"producer_id" uuid NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"price_level_id" uuid NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"seller_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"price_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled_tickets" integer DEFAULT 0 NOT NULL,
	"cancelled_price_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled_vat_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled_fees_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_ledger" (
	"day" date NOT NULL,
	"order_item_id" uuid NOT NULL,
	"cancelled" boolean NOT NULL,
	CONSTRAINT "sales_ledger_order_item_id_cancelled_pk" PRIMARY KEY("order_item_id","cancelled")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_daily_key" ON "sales_daily" USING btree ("day","event_id","sales_channel_id","price_level_id","vat_rate_bp","seller_id","payment_method");--> statement-breakpoint
CREATE INDEX "sales_daily_show_idx" ON "sales_daily" USING btree ("show_id","day");--> statement-breakpoint
CREATE INDEX "sales_daily_producer_idx" ON "sales_daily" USING btree ("producer_id","day");--> statement-breakpoint
CREATE INDEX "sales_daily_seller_idx" ON "sales_daily" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "sales_ledger_day_idx" ON "sales_ledger" USING btree ("day","order_item_id");
--> statement-breakpoint
-- Sales figures kept by the database itself, in the transaction of the sale or cancellation: a ticket counts
-- when its item becomes 'sold' (a confirmed order), and counts as cancelled when a sold item stops being sold.
-- Pending approvals are 'held': no revenue until confirmed. Statement-level triggers with transition tables
-- do one grouped upsert per statement, whatever the number of seats. Days are France calendar days.
CREATE TYPE sales_movement AS (
	day date, order_item_id uuid, order_id uuid, event_id uuid, price_level_id uuid, vat_rate_bp integer, quantity integer,
	unit_price_cents integer, unit_vat_cents integer, unit_fee_cents integer, cancelled boolean
);
--> statement-breakpoint
CREATE FUNCTION sales_daily_apply(moves sales_movement[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO sales_ledger (day, order_item_id, cancelled)
	SELECT m.day, m.order_item_id, m.cancelled FROM unnest(moves) m
	ON CONFLICT DO NOTHING;
	INSERT INTO sales_daily AS d (day, event_id, show_id, producer_id, sales_channel_id, price_level_id, vat_rate_bp,
		seller_id, payment_method, tickets, price_cents, vat_cents, fees_cents, cancelled_tickets,
		cancelled_price_cents, cancelled_vat_cents, cancelled_fees_cents)
	SELECT m.day, m.event_id, e.show_id, s.producer_id, o.sales_channel_id, m.price_level_id, m.vat_rate_bp,
		coalesce(o.validated_by, o.created_by, '00000000-0000-0000-0000-000000000000'::uuid),
		coalesce(o.payment_method, ''),
		coalesce(sum(m.quantity) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_price_cents) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_vat_cents) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_fee_cents) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity) FILTER (WHERE m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_price_cents) FILTER (WHERE m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_vat_cents) FILTER (WHERE m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_fee_cents) FILTER (WHERE m.cancelled), 0)
	FROM unnest(moves) m
	JOIN orders o ON o.id = m.order_id
	JOIN events e ON e.id = m.event_id
	JOIN shows s ON s.id = e.show_id
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
	-- One lock order for every writer: fewer deadlocks between two sales of one seller.
	ORDER BY 1, 2, 5, 6, 7, 8, 9
	ON CONFLICT (day, event_id, sales_channel_id, price_level_id, vat_rate_bp, seller_id, payment_method) DO UPDATE SET
		tickets = d.tickets + excluded.tickets,
		price_cents = d.price_cents + excluded.price_cents,
		vat_cents = d.vat_cents + excluded.vat_cents,
		fees_cents = d.fees_cents + excluded.fees_cents,
		cancelled_tickets = d.cancelled_tickets + excluded.cancelled_tickets,
		cancelled_price_cents = d.cancelled_price_cents + excluded.cancelled_price_cents,
		cancelled_vat_cents = d.cancelled_vat_cents + excluded.cancelled_vat_cents,
		cancelled_fees_cents = d.cancelled_fees_cents + excluded.cancelled_fees_cents
$$;
--> statement-breakpoint
-- Items written whole (demo data, imports, fixtures): sold on the day the order was confirmed; a cancelled
-- item was sold first unless its order never got its approvals, and is cancelled on its order's day.
CREATE FUNCTION sales_movements_of_written(item order_items, o orders, needs_approval boolean)
RETURNS SETOF sales_movement LANGUAGE sql STABLE AS $$
	SELECT (((CASE WHEN cancel THEN coalesce(o.cancelled_at, item.updated_at)
			ELSE coalesce(greatest(o.validated_at, o.manager_approved_at, o.producer_approved_at), o.created_at)
			END) AT TIME ZONE 'Europe/Paris')::date,
		item.id, item.order_id, item.event_id, item.price_level_id, item.vat_rate_basis_points, item.quantity,
		item.unit_price_cents, item.unit_vat_cents, item.unit_fee_cents, cancel)::sales_movement
	FROM (VALUES (false), (true)) AS k(cancel)
	WHERE (item.status = 'sold' AND NOT cancel)
		OR (item.status = 'cancelled' AND NOT (needs_approval
			AND (o.manager_approved_at IS NULL OR o.producer_approved_at IS NULL)))
$$;
--> statement-breakpoint
CREATE FUNCTION sales_daily_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Items put in a cart are 'held': nothing to count (the common case, kept cheap).
	IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status IN ('sold', 'cancelled')) THEN RETURN NULL; END IF;
	PERFORM sales_daily_apply(array(
		SELECT sales_movements_of_written(n, o, c.needs_approval)
		FROM new_rows n JOIN orders o ON o.id = n.order_id JOIN sales_channels c ON c.id = o.sales_channel_id
		WHERE n.status IN ('sold', 'cancelled')));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_daily_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM sales_daily_apply(array(
		SELECT ((now() AT TIME ZONE 'Europe/Paris')::date, n.id, n.order_id, n.event_id, n.price_level_id,
			n.vat_rate_basis_points, n.quantity, n.unit_price_cents, n.unit_vat_cents, n.unit_fee_cents,
			o.status = 'sold')::sales_movement
		FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (o.status = 'sold') <> (n.status = 'sold')));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_sales_daily_insert AFTER INSERT ON order_items
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_on_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_daily_update AFTER UPDATE ON order_items
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_on_update();
--> statement-breakpoint
-- Orders sold before this migration.
SELECT sales_daily_apply(array(
	SELECT sales_movements_of_written(n, o, c.needs_approval)
	FROM order_items n JOIN orders o ON o.id = n.order_id JOIN sales_channels c ON c.id = o.sales_channel_id
	WHERE n.status IN ('sold', 'cancelled')));
