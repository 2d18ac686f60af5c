import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rawRows, rowOfJson } from '../../../db/raw-rows';
import { orders } from '../../../db/schema';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { factsColumns, factsFrom, factsOf, type SaleFacts } from '../../shows';
import type { OrderRow } from '../order-rows';

/** A price level with its VAT rate, as an item copies it. */
export interface LevelFacts {
  id: string;
  pricingId: string;
  categoryId: string;
  name: string;
  priceCents: number;
  quota: number | null;
  rateBasisPoints: number;
}

/** The sales channel of a cart, as selling on it needs it. */
export interface ChannelFacts {
  name: string;
  needsApproval: boolean;
  feeCents: number;
  /** Is the event's show sold on this channel? */
  onShow: boolean;
}

const saleContextStatement = preparedStatement<Record<string, unknown>>(
  'encore_sale_context',
  sql`
    select (select row_to_json(o) from ${orders} o where o.id = ${p('cartId', 'uuid')}) as cart, f.*
    from (select 1) one left join (
      select ${factsColumns}, pl.id as level_id, pl.pricing_id as level_pricing_id, pl.category_id,
        pl.name as level_name, pl.price_cents, pl.quota, tc.rate_basis_points, c.name as channel_name,
        c.needs_approval, c.fee_cents, exists (select 1 from show_sales_channels l
          where l.show_id = s.id and l.sales_channel_id = c.id) as on_show
      from ${factsFrom}
        left join price_levels pl on pl.id = ${p('priceLevelId', 'uuid')}
        left join tax_classes tc on tc.id = pl.tax_class_id
        left join orders oc on oc.id = ${p('cartId', 'uuid')}
        left join sales_channels c on c.id = oc.sales_channel_id
      where e.id = ${p('eventId', 'uuid')}) f on true`,
  { errorsEndTheRequest: true },
);

/**
 * What an add-to-cart reads before its transaction, in one query (each round trip costs both processes
 * CPU, and a hot event's sellers make thousands a second): the cart (null when there is none, for the
 * caller's permission check), the event's sale facts (none when there is no such event), the price level
 * asked for (null when unknown) and the cart's channel.
 */
export async function saleContext(
  db: Executor,
  cartId: string,
  eventId: string,
  priceLevelId: string,
): Promise<{
  cart: OrderRow | null;
  sale?: { facts: SaleFacts; level: LevelFacts | null; channel: ChannelFacts };
}> {
  const r = (await saleContextStatement(db, { cartId, eventId, priceLevelId }))[0]!;
  const cart = r.cart ? rowOfJson(orders, r.cart) : null;
  if (!cart || !r.event_id) return { cart };
  const sale = {
    facts: factsOf(r),
    level: r.level_id ? levelOfRow(r) : null,
    channel: {
      name: (r.channel_name as string | null) ?? '',
      needsApproval: Boolean(r.needs_approval),
      feeCents: Number(r.fee_cents ?? 0),
      onShow: Boolean(r.on_show),
    },
  };
  return { cart, sale };
}

function levelOfRow(r: Record<string, unknown>): LevelFacts {
  return {
    id: r.level_id as string,
    pricingId: r.level_pricing_id as string,
    categoryId: r.category_id as string,
    name: r.level_name as string,
    priceCents: Number(r.price_cents),
    quota: r.quota === null ? null : Number(r.quota),
    rateBasisPoints: Number(r.rate_basis_points),
  };
}

/** One price level (null when unknown). */
export async function levelFacts(db: Executor, id: string): Promise<LevelFacts | null> {
  const result = await rawRows<Record<string, unknown>>(
    db,
    sql`
    select pl.id as level_id, pl.pricing_id as level_pricing_id, pl.category_id, pl.name as level_name,
      pl.price_cents, pl.quota, tc.rate_basis_points
    from price_levels pl join tax_classes tc on tc.id = pl.tax_class_id where pl.id = ${id}`,
  );
  const r = result[0];
  return r ? levelOfRow(r) : null;
}
