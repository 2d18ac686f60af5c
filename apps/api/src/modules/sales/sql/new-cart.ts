import { sql } from 'drizzle-orm';
import { orderHistory, orders } from '../../../db/schema';
import { bareList } from '../../../db/sql-names';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { channelFacts } from '../../sales-channels';
import { historyColumns } from './history';
import { sellerHoldsCte } from './seller-holds';

/**
 * A new cart with its first history step and its channel's names, in one named statement, when its seller
 * has fewer live carts than the cap (seller-holds.ts: counted under the seller's lock). No row: the cap.
 */
export const newCartStatement = preparedStatement<Record<string, unknown>>(
  'encore_new_cart',
  sql`
  with ${sellerHoldsCte(p('userId', 'uuid'))}, o as (
    insert into ${orders} (${bareList(orders.id, orders.number, orders.salesChannelId, orders.createdBy, orders.expiresAt)})
    select ${p('id', 'uuid')}, ${p('number', 'text')}, ${p('salesChannelId', 'uuid')}, ${p('userId', 'uuid')},
      clock_timestamp() + make_interval(secs => ${p('holdSeconds', 'int')})
    where (select carts from held) < ${p('maxCarts', 'int')}
    returning ${orders}.*, ${orders}.xmin::text as row_version
  ), step as (
    insert into ${orderHistory} (${historyColumns})
    select id, 'created', ${p('userId', 'uuid')}, ${p('details', 'jsonb')}, clock_timestamp() from o
    returning id
  )
  select row_to_json(o) as cart, o.row_version, ${channelFacts.columns}, (select count(*) from step) as steps
  from o ${channelFacts.join(sql`o.sales_channel_id`)}`,
);
