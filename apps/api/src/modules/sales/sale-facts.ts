import { eq, sql } from 'drizzle-orm';
import { shared, sharedUsable } from '../../db/ambient-transaction';
import type { Executor } from '../../db/client';
import { rowOfJson } from '../../db/raw-rows';
import { p, preparedStatement } from '../../lib/prepared-statement';
import { orders, pricings, rooms } from '../../db/schema';
import type { OrderRow } from './order-rows';
import { factsColumns, factsFrom, factsOf, type SaleFacts } from '../shows';
import { rawRows } from '../../db/raw-rows';

export { saleFacts, type SaleFacts } from '../shows';

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

export interface SeatLabels {
  areaLabel: string;
  rowLabel: string;
  seatLabel: string;
}

/**
 * Parsed seat maps and pricing mappings, cached per (room, revision) and (pricing, updatedAt): an arena's
 * map is megabytes of JSON, far too much to parse on every add-to-cart. A save bumps the key, so a stale
 * entry is never used; the few most recent entries are kept. The promise is cached, not the value: the
 * first sellers of a hot event arrive together, and each parsing the arena's map once would stall the
 * process for seconds (bench/box-office.mjs); a failed load is forgotten so the next call tries again.
 * In an ambient transaction, an entry still loading is not awaited (db/ambient-transaction.ts).
 */
class KeyedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  constructor(private readonly size: number) {}
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && !sharedUsable(hit)) return load();
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = shared(load());
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

const seatCache = new KeyedCache<Map<string, SeatLabels>>(8);
const categoryCache = new KeyedCache<Map<string, string>>(16);

export function seatLabelsOf(db: Executor, facts: SaleFacts): Promise<Map<string, SeatLabels>> {
  return seatCache.get(`${facts.roomId}:${facts.seatMapRevision}`, async () => {
    const [row] = await db.select({ json: rooms.seatMapJson }).from(rooms).where(eq(rooms.id, facts.roomId));
    const labels = new Map<string, SeatLabels>();
    if (!row?.json) return labels;
    const map = JSON.parse(row.json) as {
      areas: { id: string; name: string }[];
      rows: { id: string; areaId: string; label: string }[];
      seats: { id: string; rowId: string; label: string }[];
    };
    const areaName = new Map(map.areas.map((a) => [a.id, a.name]));
    const rowOf = new Map(map.rows.map((r) => [r.id, r]));
    for (const seat of map.seats) {
      const row = rowOf.get(seat.rowId);
      labels.set(seat.id, {
        areaLabel: areaName.get(row?.areaId ?? '') ?? '',
        rowLabel: row?.label ?? '',
        seatLabel: seat.label,
      });
    }
    return labels;
  });
}

/** Seat (or general-admission area) id -> category id of the show's pricing. */
export function categoriesOf(db: Executor, facts: SaleFacts): Promise<Map<string, string>> {
  if (!facts.pricingId) return Promise.resolve(new Map());
  const key = `${facts.pricingId}:${facts.pricingUpdatedAt?.getTime() ?? 0}`;
  return categoryCache.get(key, async () => {
    const [row] = await db
      .select({ json: pricings.seatCategoriesJson })
      .from(pricings)
      .where(eq(pricings.id, facts.pricingId!));
    const byCategory = JSON.parse(row?.json ?? '{}') as Record<string, string[]>;
    const map = new Map<string, string>();
    for (const [categoryId, ids] of Object.entries(byCategory)) for (const id of ids) map.set(id, categoryId);
    return map;
  });
}
