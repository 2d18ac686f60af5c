import { sql } from 'drizzle-orm';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { sellerHoldsCte } from './seller-holds';

/**
 * A new cart with its first history step and its channel's names, in one named statement, when its seller
 * has fewer live carts than the cap (seller-holds.ts: counted under the seller's lock). No row: the cap.
 */
export const newCartStatement = preparedStatement<Record<string, unknown>>(
  'encore_new_cart',
  sql`
  with ${sellerHoldsCte(p('userId', 'uuid'))}, o as (
    insert into orders (id, number, sales_channel_id, created_by, expires_at)
    select ${p('id', 'uuid')}, ${p('number', 'text')}, ${p('salesChannelId', 'uuid')}, ${p('userId', 'uuid')},
      clock_timestamp() + make_interval(secs => ${p('holdSeconds', 'int')})
    where (select carts from held) < ${p('maxCarts', 'int')}
    returning *
  ), step as (
    insert into order_history (order_id, action, user_id, details, at)
    select id, 'created', ${p('userId', 'uuid')}, ${p('details', 'jsonb')}, clock_timestamp() from o
    returning id
  )
  select row_to_json(o) as cart, c.name as channel_name, c.needs_approval, (select count(*) from step) as steps
  from o join sales_channels c on c.id = o.sales_channel_id`,
);
