import { sql } from 'drizzle-orm';
import { eventAreaUsage, eventQuotaUsage, orderHistory } from '../../../db/schema';
import { bare } from '../../../db/sql-names';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { inListingOrder, withEventStart } from '../../inventory';
import { channelNeedsApproval } from '../../sales-channels';
import { historyColumns } from './history';
import { closeCart, closedCartNames, heldItemsNow } from './unchanged-cart';

/**
 * The abandon in ONE statement committed on its own (the box office abandons a cart after every 409): the
 * cart closed with its history step, its held items released, the quota and area counters given back, and
 * the answer's items and names. No row for a cart that is not one: the careful path below says why. As in
 * sell-cart.ts, the cart's row must be the version the statement's snapshot saw: items added by a
 * change committed meanwhile would otherwise stay held on a closed cart.
 */
export const abandonStatement = preparedStatement<Record<string, unknown>>(
  'encore_abandon_cart',
  sql`
  with ${closeCart('abandoned', [], sql`true`)}, step as (
    insert into ${orderHistory} (${historyColumns})
    select id, 'abandoned', ${p('userId', 'uuid')}, null, clock_timestamp() from o
    returning id
  ), released as (
    ${heldItemsNow('released')}
  ), areas as (
    update ${eventAreaUsage} set ${bare(eventAreaUsage.used)} = ${eventAreaUsage.used} - s.n
    from (select event_id, ga_area_id, sum(quantity)::int as n from released where ga_area_id is not null
      group by 1, 2) s
    where ${eventAreaUsage.eventId} = s.event_id and ${eventAreaUsage.gaAreaId} = s.ga_area_id
    returning 1
  ), quota as (
    -- After the areas (the lock order, inventory-counters.ts): reading them first makes them run first.
    update ${eventQuotaUsage} set ${bare(eventQuotaUsage.used)} = ${eventQuotaUsage.used} - s.n
    from (select event_id, price_level_id, sum(quantity)::int as n from released group by 1, 2) s
    where ${eventQuotaUsage.eventId} = s.event_id and ${eventQuotaUsage.priceLevelId} = s.price_level_id
      and (select count(*) from areas) >= 0
    returning 1
  )
  select released.*, ${withEventStart('released')}, (select row_to_json(o) from o) as cart,
    ${closedCartNames},
    ${channelNeedsApproval(sql`(select sales_channel_id from o)`)} as needs_approval,
    (select count(*) from step) + (select count(*) from quota) + (select count(*) from areas) as writes
  from (select) one left join released on true ${inListingOrder('released')}`,
  { errorsEndTheRequest: true },
);
