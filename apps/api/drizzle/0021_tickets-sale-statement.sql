-- A plain sale writes its tickets in its own statement (modules/carts/sale-statement.ts) from codes signed
-- when its items were held (order_items.ticket_codes / ticket_signatures, one per admission): no second
-- statement and commit after the sale, no round trip to sign them.
-- tickets.order_id and tickets.event_id copy their item's: the item's foreign key (cascading) guards them.
-- Their own keys cost a lookup and a row lock per ticket sold, the event's row being the one every seller
-- of a hot event locks (bench/box-office.mjs).
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ticket_codes" text[];--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ticket_signatures" text[];
