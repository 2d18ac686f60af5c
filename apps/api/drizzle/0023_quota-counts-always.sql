-- A price level's counter (event_quota_usage) counted its live items only while the level had a quota, but
-- gave them back always: a quota removed and set again drove it below zero (issue 21). It now counts every
-- live item of the level, quota or not (modules/carts/inventory-hold.ts), so a quota can change at any time.
-- Both counters start again from the facts: the live (held or sold) items.
DELETE FROM event_quota_usage;
--> statement-breakpoint
INSERT INTO event_quota_usage (event_id, price_level_id, used)
SELECT event_id, price_level_id, sum(quantity)::int FROM order_items
WHERE status IN ('held', 'sold') GROUP BY event_id, price_level_id;
--> statement-breakpoint
UPDATE event_area_usage u SET used = coalesce((SELECT sum(i.quantity)::int FROM order_items i
	WHERE i.event_id = u.event_id AND i.ga_area_id = u.ga_area_id AND i.status IN ('held', 'sold')), 0);
