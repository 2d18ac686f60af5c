-- sales_daily_apply runs in every sale's statement (the order_items triggers of 0011). As a LANGUAGE sql
-- function with two statements it was parsed, analysed and planned again on every call, and planned from
-- the tables' statistics: a young database (few orders when last analysed) got a hash join that read every
-- order and every event on each sale, a cost that grew with the table until autovacuum analysed it again.
-- In PL/pgSQL the two statements keep their plans for the session's life, and the order, event and show
-- of each movement are looked up by primary key (a LATERAL subquery kept apart by OFFSET 0, so the planner
-- cannot turn it back into a join it would plan from stale statistics).
CREATE OR REPLACE FUNCTION sales_daily_apply(moves sales_movement[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(moves) IS NULL OR cardinality(moves) = 0 THEN RETURN; END IF;
	INSERT INTO sales_ledger (day, order_item_id, cancelled)
	SELECT m.day, m.order_item_id, m.cancelled FROM unnest(moves) m
	ON CONFLICT DO NOTHING;
	INSERT INTO sales_daily AS d (day, event_id, show_id, producer_id, sales_channel_id, price_level_id, vat_rate_bp,
		seller_id, payment_method, tickets, price_cents, vat_cents, fees_cents, cancelled_tickets,
		cancelled_price_cents, cancelled_vat_cents, cancelled_fees_cents)
	SELECT m.day, m.event_id, f.show_id, f.producer_id, f.sales_channel_id, m.price_level_id, m.vat_rate_bp,
		f.seller_id, f.payment_method,
		coalesce(sum(m.quantity) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_price_cents) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_vat_cents) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_fee_cents) FILTER (WHERE NOT m.cancelled), 0),
		coalesce(sum(m.quantity) FILTER (WHERE m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_price_cents) FILTER (WHERE m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_vat_cents) FILTER (WHERE m.cancelled), 0),
		coalesce(sum(m.quantity::bigint * m.unit_fee_cents) FILTER (WHERE m.cancelled), 0)
	FROM unnest(moves) m
	CROSS JOIN LATERAL (
		SELECT e.show_id, (SELECT s.producer_id FROM shows s WHERE s.id = e.show_id) AS producer_id,
			o.sales_channel_id,
			coalesce(o.validated_by, o.created_by, '00000000-0000-0000-0000-000000000000'::uuid) AS seller_id,
			coalesce(o.payment_method, '') AS payment_method
		FROM orders o, events e
		WHERE o.id = m.order_id AND e.id = m.event_id
		OFFSET 0
	) f
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
		cancelled_fees_cents = d.cancelled_fees_cents + excluded.cancelled_fees_cents;
END $$;
