import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { rawRows, rowOfJson } from '../../../db/raw-rows';
import { catalogueVersion, orders } from '../../../db/schema';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { levelFacts as level, type PriceLevelFacts } from '../../pricings';
import { channelFacts } from '../../sales-channels';
import { factsColumns, factsFrom, factsOf, showSoldOn, type SaleFacts } from '../../shows';
import { rateFacts } from '../../tax-classes';
import type { OrderRow } from '../order-rows';

/** A price level with its VAT rate, as an item copies it. */
export interface LevelFacts extends PriceLevelFacts {
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

const o = alias(orders, 'o');
const oc = alias(orders, 'oc');

/**
 * The cart, the event's sale facts, the price level with its rate and the cart's channel in one statement.
 * Each module's tables are read through its own fragments (shows: factsColumns/From, showSoldOn; pricings:
 * levelFacts; tax classes: rateFacts; sales channels: channelFacts), joined here: one round trip.
 */
const saleContextStatement = preparedStatement<Record<string, unknown>>(
  'encore_sale_context',
  sql`
    select c.cart, c.cart_version, (select ${catalogueVersion.version} from ${catalogueVersion}) as catalogue_version, f.*
    from (select 1) one
    left join lateral (
      select row_to_json(${o}) as cart, ${o}.xmin::text as cart_version from ${orders} ${o} where ${o.id} = ${p('cartId', 'uuid')}
    ) c on true
    left join (
      select ${factsColumns}, ${level.columns}, ${rateFacts.columns}, ${channelFacts.columns},
        ${showSoldOn(sql`${channelFacts.id}`)} as on_show
      from ${factsFrom}
        ${level.join(p('priceLevelId', 'uuid'))}
        ${rateFacts.join(sql`${level.taxClassId}`)}
        left join ${orders} ${oc} on ${oc.id} = ${p('cartId', 'uuid')}
        ${channelFacts.join(sql`${oc.salesChannelId}`)}
      where e.id = ${p('eventId', 'uuid')}) f on true`,
  { errorsEndTheRequest: true },
);

/** What a sale reads of the catalogue for one event, price level and channel. */
export interface SaleCatalogue {
  facts: SaleFacts;
  level: LevelFacts | null;
  channel: ChannelFacts;
}

/** What an add-to-cart reads before its statement, with the versions it was read at (sale-contexts.ts). */
export interface SaleContext {
  cart: OrderRow | null;
  /** None when there is no such event (or no cart). */
  sale?: SaleCatalogue;
  versions: SeenVersions;
}

/** The cart's row version (its xmin) and the catalogue's version (schema/catalogue-version.ts) as read. */
export interface SeenVersions {
  cart: string | null;
  catalogue: number | null;
}

/**
 * What an add-to-cart reads before its statement, in one query (each round trip costs both processes
 * CPU, and a hot event's sellers make thousands a second): the cart (null when there is none, for the
 * caller's permission check), the event's sale facts (none when there is no such event), the price level
 * asked for (null when unknown) and the cart's channel; with the versions they were read at.
 */
export async function saleContext(
  db: Executor,
  cartId: string,
  eventId: string,
  priceLevelId: string,
): Promise<SaleContext> {
  const r = (await saleContextStatement(db, { cartId, eventId, priceLevelId }))[0]!;
  const cart = r.cart ? rowOfJson(orders, r.cart) : null;
  const versions = {
    cart: (r.cart_version as string | null) ?? null,
    catalogue: r.catalogue_version == null ? null : Number(r.catalogue_version),
  };
  if (!cart || !r.event_id) return { cart, versions };
  const sale = {
    facts: factsOf(r),
    level: levelOfRow(r),
    channel: { ...channelFacts.of(r), onShow: Boolean(r.on_show) },
  };
  return { cart, sale, versions };
}

function levelOfRow(r: Record<string, unknown>): LevelFacts | null {
  const facts = level.of(r);
  return facts && { ...facts, rateBasisPoints: rateFacts.of(r) };
}

/** One price level (null when unknown). */
export async function levelFacts(db: Executor, id: string): Promise<LevelFacts | null> {
  const result = await rawRows<Record<string, unknown>>(
    db,
    sql`select ${level.columns}, ${rateFacts.columns} from ${level.from} ${rateFacts.join(sql`${level.taxClassId}`)}
      where ${level.id} = ${id}`,
  );
  const r = result[0];
  return r ? levelOfRow(r) : null;
}
