-- An event's tickets sold had a counter of its own (events.sold + event_sold_slots) written by the sale
-- besides sales_daily: two counters of one fact, locked in two orders (the one-statement sale took its
-- slot then sales_daily through the trigger, cancellations and approvals sales_daily then the slot), which
-- deadlocked under sales and cancellations (issue 21). sales_daily already counts every sale and
-- cancellation in the statement that makes it (migration 0011): the view event_sales reads the tickets
-- sold from it, and the counter goes.
DROP TABLE "event_sold_slots" CASCADE;--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_sold_not_negative";--> statement-breakpoint
CREATE INDEX "sales_daily_event_idx" ON "sales_daily" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "sold";--> statement-breakpoint
CREATE VIEW "event_sales" AS
SELECT event_id, (sum(tickets) - sum(cancelled_tickets))::int AS sold FROM sales_daily GROUP BY event_id;
