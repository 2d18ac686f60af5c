import { sql } from 'drizzle-orm';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { seenCart, unchangedCart } from './unchanged-cart';

/**
 * The abandon in ONE statement committed on its own (the box office abandons a cart after every 409): the
 * cart closed with its history step, its held items released, the quota and area counters given back, and
 * the answer's items and names. No row for a cart that is not one: the careful path below says why. As in
 * sale-statement.ts, the cart's row must be the version the statement's snapshot saw: items added by a
 * change committed meanwhile would otherwise stay held on a closed cart.
 */
export const abandonStatement = preparedStatement<Record<string, unknown>>(
  'encore_abandon_cart',
  sql`
  with ${seenCart}, o as (
    update orders set status = 'abandoned', expires_at = null, updated_at = clock_timestamp()
    from seen
    where ${unchangedCart} and orders.created_by = ${p('userId', 'uuid')} -- its seller's only (issue 22)
    returning orders.*
  ), step as (
    insert into order_history (order_id, action, user_id, at)
    select id, 'abandoned', ${p('userId', 'uuid')}, clock_timestamp() from o
    returning id
  ), released as (
    update order_items set status = 'released', updated_at = clock_timestamp()
    where order_id = ${p('id', 'uuid')} and status = 'held' and exists (select from o)
    returning *
  ), areas as (
    update event_area_usage u set used = u.used - s.n
    from (select event_id, ga_area_id, sum(quantity)::int as n from released where ga_area_id is not null
      group by 1, 2) s
    where u.event_id = s.event_id and u.ga_area_id = s.ga_area_id
    returning 1
  ), quota as (
    -- After the areas (the lock order, inventory-counters.ts): reading them first makes them run first.
    update event_quota_usage u set used = u.used - s.n
    from (select event_id, price_level_id, sum(quantity)::int as n from released group by 1, 2) s
    where u.event_id = s.event_id and u.price_level_id = s.price_level_id and (select count(*) from areas) >= 0
    returning 1
  )
  select released.*, e.starts_at as event_starts_at, (select row_to_json(o) from o) as cart,
    (select c.name from sales_channels c where c.id = (select sales_channel_id from o)) as channel_name,
    (select c.needs_approval from sales_channels c where c.id = (select sales_channel_id from o)) as needs_approval,
    (select sh.name from shows sh where sh.id = (select show_id from o)) as show_name,
    (select count(*) from step) + (select count(*) from quota) + (select count(*) from areas) as writes
  from (select) one left join (released join events e on e.id = released.event_id) on true
  order by e.starts_at, released.created_at, released.seat_id, released.id`,
  { errorsEndTheRequest: true },
);
