-- Caps on what one seller holds (issue 22: one account opened 2,000 carts and kept 540 seats held).
-- A seller's live carts, read by encore_seller_holds below on every cart opened and seat held.
-- "(status = 'cart') is true" is "status = 'cart'" as no other index reads it: on a young database the
-- planner took orders_status_idx (every open cart of every seller) for the count (seat-hold-statement.ts).
CREATE INDEX "orders_seller_carts_idx" ON "orders" USING btree ("created_by","expires_at") WHERE ("orders"."status" = 'cart') is true;--> statement-breakpoint
-- The seller's live carts and the seats and places they hold (a lapsed hold does not count), counted AFTER
-- the seller's user row is locked: in READ COMMITTED each statement of a plpgsql function takes a new
-- snapshot, so the count sees every opening or hold of that seller committed before the lock was granted.
-- One statement of the hot path (modules/carts/seller-holds.ts) can then check a cap and write under it
-- with no window: two connections of one seller count one after the other. FOR NO KEY UPDATE: foreign
-- keys to users (KEY SHARE) do not wait for it.
CREATE FUNCTION encore_seller_holds(seller uuid) RETURNS TABLE (carts int, seats int) LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM users WHERE id = seller FOR NO KEY UPDATE;
	RETURN QUERY SELECT count(*)::int, coalesce(sum(h.n), 0)::int FROM orders o
		LEFT JOIN LATERAL (SELECT sum(i.quantity) AS n FROM order_items i
			WHERE i.order_id = o.id AND i.status = 'held') h ON true
		WHERE o.created_by = seller AND (o.status = 'cart') IS TRUE AND o.expires_at > clock_timestamp();
END $$;
