import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderTotalsCents } from '@encore/shared/money';
import type { Database } from '../../../db/client';
import { jsonObjectOf, rowOf } from '../../../db/raw-rows';
import { catalogueVersion, eventQuotaUsage, orderHistory, orderItems, orders } from '../../../db/schema';
import { bare, bareList, columnsOf } from '../../../db/sql-names';
import { findPgError } from '../../../lib/database-errors';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import type { LiveItem, NewItem } from '../../inventory';
import type { OrderRow } from '../order-rows';
import type { SeenVersions } from './sale-context';
import { cartOpen, holdLapsed, liveItem, liveSeatIndex } from '../../inventory';
import { eventStartsAt } from '../../shows';
import { sellerHoldsCte } from './seller-holds';
import { cartOfSeller } from './unchanged-cart';

// The item's columns but the ticket codes (never answered), as live items are listed.
const itemColumns = columnsOf(orderItems, [orderItems.ticketCodes, orderItems.ticketSignatures]);
const i = alias(orderItems, 'i');
const o = alias(orders, 'o');
const u = alias(eventQuotaUsage, 'u');

/**
 * Seats added to a live cart in ONE statement, committed on its own (no BEGIN, no COMMIT, no round trip
 * while a lock is held): the cart's hold renewed, its show fixed and its totals raised by the new items'
 * (orderTotals is a sum over items, so the stored totals plus the new items' are the totals of all), the
 * seats inserted, the level's counter raised (checked against its quota if any), the history step
 * written, and the cart's live items answered.
 *
 * The same guards as the careful path (inventory-hold.ts): the unique index on live (event, seat) with
 * ON CONFLICT DO NOTHING (a concurrent insert of a seat is waited for, and skipped if it commits), and the
 * quota's conditional `used + n <= quota` update, re-checked by PostgreSQL on the row as a concurrent
 * writer left it. When anything falls short (a seat taken, the quota reached,
 * the cart gone, lapsed, of another show or another seller's, the seller's cap reached: seller-holds.ts),
 * `encore_refuse` (migration 0019) raises and the whole statement
 * is undone; the caller then takes the careful path, which frees lapsed carts' seats and says why.
 * The check is the statement's one-time filter, run before any row is answered (also when none would be).
 */
const holdSeatsStatement = preparedStatement<Record<string, unknown>>(
  'encore_hold_seats',
  sql`
  with ${sellerHoldsCte(p('userId', 'uuid'))}, cart as (
    update ${orders} set ${bare(orders.expiresAt)} = clock_timestamp() + make_interval(secs => ${p('holdSeconds', 'int')}),
      ${bare(orders.updatedAt)} = clock_timestamp(),
      ${bare(orders.showId)} = coalesce(${orders.showId}, ${p('showId', 'uuid')}),
      ${bare(orders.producerId)} = coalesce(${orders.producerId}, ${p('producerId', 'uuid')}),
      ${bare(orders.subtotalCents)} = ${orders.subtotalCents} + ${p('subtotalCents', 'int')},
      ${bare(orders.feesCents)} = ${orders.feesCents} + ${p('feesCents', 'int')},
      ${bare(orders.vatCents)} = ${orders.vatCents} + ${p('vatCents', 'int')},
      ${bare(orders.totalCents)} = ${orders.totalCents} + ${p('totalCents', 'int')},
      ${bare(orders.totalInclTaxCents)} = ${orders.totalInclTaxCents} + ${p('totalInclTaxCents', 'int')}
    -- The cart by its key: "(status = 'cart') is true" is the same test, one that no index answers. As
    -- "status = 'cart'", a young database's statistics (no cart when analysed) made orders_status_idx look
    -- as cheap as the primary key: a read of every cart that index holds (open ones, and those sold or
    -- abandoned since the last vacuum) on each hold.
    where ${orders.id} = ${p('cartId', 'uuid')} and ${cartOpen(orders, { byKey: true })}
      and (${orders.showId} is null or ${orders.showId} = ${p('showId', 'uuid')})
      -- Its seller's only (issue 22: another takes it over first), within the seller's cap, which is read
      -- (under the seller's lock, seller-holds.ts) before this row is locked.
      and ${cartOfSeller}
      and (select seats from held) + ${p('count', 'int')} <= ${p('maxSeats', 'int')}
      -- Facts this process kept from an earlier request (sale-contexts.ts): only while neither the cart
      -- (its row version) nor the catalogue changed since; otherwise refused, and the caller reads them.
      and (${p('cartVersion', 'xid')} is null or ${orders}.xmin = ${p('cartVersion', 'xid')})
      and (${p('catalogueVersion', 'bigint')} is null
        or (select ${catalogueVersion.version} from ${catalogueVersion}) = ${p('catalogueVersion', 'bigint')})
    returning ${orders}.*, ${orders}.xmin::text as row_version
  ), ins as (
    insert into ${orderItems} (${bareList(
      orderItems.id,
      orderItems.orderId,
      orderItems.eventId,
      orderItems.seatId,
      orderItems.quantity,
      orderItems.priceLevelId,
      orderItems.categoryId,
      orderItems.priceLevelName,
      orderItems.areaLabel,
      orderItems.rowLabel,
      orderItems.seatLabel,
      orderItems.unitPriceCents,
      orderItems.vatRateBasisPoints,
      orderItems.unitVatCents,
      orderItems.unitFeeCents,
      orderItems.ticketCodes,
      orderItems.ticketSignatures,
    )})
    select s.id, c.id, ${p('eventId', 'uuid')}, s.seat_id, 1, ${p('priceLevelId', 'uuid')},
      ${p('categoryId', 'uuid')}, ${p('priceLevelName', 'text')}, s.area_label, s.row_label, s.seat_label,
      ${p('unitPriceCents', 'int')}, ${p('vatRateBasisPoints', 'int')}, ${p('unitVatCents', 'int')},
      ${p('unitFeeCents', 'int')}, case when s.code is not null then array[s.code] end,
      case when s.code is not null then array[s.signature] end
    from cart c, unnest(${p('ids', 'uuid[]')}, ${p('seatIds', 'text[]')}, ${p('areaLabels', 'text[]')},
      ${p('rowLabels', 'text[]')}, ${p('seatLabels', 'text[]')}, ${p('ticketCodes', 'text[]')},
      ${p('ticketSignatures', 'text[]')}) as s(id, seat_id, area_label, row_label, seat_label, code, signature)
    order by s.seat_id
    on conflict (${bareList(orderItems.eventId, orderItems.seatId)}) where ${liveSeatIndex} do nothing
    returning ${itemColumns}
  ), quota as (
    -- The level's first items make its counter: every live item is counted from the first one on
    -- (migration 0023), so a level without a counter row has none.
    insert into ${eventQuotaUsage} (${bareList(eventQuotaUsage.eventId, eventQuotaUsage.priceLevelId, eventQuotaUsage.used)})
    select ${p('eventId', 'uuid')}, ${p('priceLevelId', 'uuid')}, ${p('count', 'int')}
    where (select count(*) from ins) = ${p('count', 'int')}
      and (${p('quota', 'int')} is null or ${p('count', 'int')} <= ${p('quota', 'int')})
    on conflict (${bareList(eventQuotaUsage.eventId, eventQuotaUsage.priceLevelId)})
    do update set ${bare(eventQuotaUsage.used)} = ${eventQuotaUsage.used} + excluded.used
    where ${p('quota', 'int')} is null or ${eventQuotaUsage.used} + excluded.used <= ${p('quota', 'int')}
    returning ${eventQuotaUsage.used}
  ), step as (
    insert into ${orderHistory} (${bareList(orderHistory.orderId, orderHistory.action, orderHistory.userId, orderHistory.details, orderHistory.at)})
    select id, 'item_added', ${p('userId', 'uuid')}, ${p('details', 'jsonb')}, clock_timestamp() from cart
    returning id
  ), verdict as (
    select case
      when (select seats from held) + ${p('count', 'int')} > ${p('maxSeats', 'int')} then encore_refuse('held')
      -- The cart before its seats, as the careful path locks it first: a refusal for seats or the quota
      -- says the cart, and the facts it was checked against, were current.
      when not exists (select from step) then encore_refuse('cart')
      when (select count(*) from ins) <> ${p('count', 'int')} then encore_refuse('seats')
      when not exists (select from quota) then encore_refuse('quota')
      else true end as ok
  ), live as (
    select ${itemColumns} from ${orderItems}
    where ${orderItems.orderId} = ${p('cartId', 'uuid')} and ${liveItem(orderItems)}
    union all select * from ins
  )
  select live.*, live.starts_at as event_starts_at, (select row_to_json(c) from cart c) as cart
  from (select) one left join (
    -- Each item's event start by its primary key (a subquery, not a join the planner would make a scan
    -- of events from a young database's statistics).
    select live.*, ${eventStartsAt(sql`live.event_id`)} as starts_at from live
  ) live on true
  where (select ok from verdict)
  order by live.starts_at, live.created_at, live.seat_id, live.id`,
);

/** Refusals that undid the whole statement: the caller answers or takes the careful path. */
const tryAgainCarefully = new Set(['EN001', '40001', '40P01']);

export interface SeatHold {
  cartId: string;
  holdSeconds: number;
  userId: string;
  show: { showId: string; producerId: string };
  /** The new items, seats with their labels, one price level (inventory-hold.ts's NewItem). */
  rows: NewItem[];
  quota: number | null;
  /** The most seats and places the seller may hold (seller-holds.ts). */
  maxSeats: number;
  /** orderTotals of the new items. */
  added: OrderTotalsCents;
  /** Each seat's ticket, code and signature (SaleTickets.codes); none: its sale signs it. */
  tickets?: { codes: string[]; signatures: string[] };
  details: Record<string, unknown>;
  /** The versions of the cart and catalogue facts this hold was built from, when kept from earlier requests. */
  seen?: SeenVersions;
}

/** Why the statement refused ('held': the seller's cap, 'seats', 'quota', 'cart'; 'retry' for a deadlock or serialization failure). */
export type HoldRefusal = { refused: string };

/**
 * The seats held and the cart as it now is, with its live items; or why the statement refused (nothing was
 * done).
 */
export async function holdSeatsAtOnce(
  db: Database,
  hold: SeatHold,
): Promise<{ cart: OrderRow; cartVersion: string; items: LiveItem[] } | HoldRefusal> {
  const first = hold.rows[0]!;
  try {
    const rows = await holdSeatsStatement(db, {
      cartId: hold.cartId,
      holdSeconds: hold.holdSeconds,
      userId: hold.userId,
      showId: hold.show.showId,
      producerId: hold.show.producerId,
      ...hold.added,
      eventId: first.eventId,
      priceLevelId: first.priceLevelId,
      categoryId: first.categoryId,
      priceLevelName: first.priceLevelName,
      unitPriceCents: first.unitPriceCents,
      vatRateBasisPoints: first.vatRateBasisPoints,
      unitVatCents: first.unitVatCents,
      unitFeeCents: first.unitFeeCents,
      ids: hold.rows.map((r) => r.id!),
      seatIds: hold.rows.map((r) => r.seatId!),
      areaLabels: hold.rows.map((r) => r.areaLabel ?? null),
      rowLabels: hold.rows.map((r) => r.rowLabel ?? null),
      seatLabels: hold.rows.map((r) => r.seatLabel ?? null),
      ticketCodes: hold.tickets?.codes ?? hold.rows.map(() => null),
      ticketSignatures: hold.tickets?.signatures ?? hold.rows.map(() => null),
      count: hold.rows.length,
      quota: hold.quota,
      maxSeats: hold.maxSeats,
      details: JSON.stringify(hold.details),
      cartVersion: hold.seen?.cart ?? null,
      catalogueVersion: hold.seen?.catalogue ?? null,
    });
    const cartJson = jsonObjectOf(rows[0]?.cart);
    const cart = rowOf(orders, cartJson);
    const cartVersion = cartJson.row_version as string;
    const items = rows
      .filter((raw) => raw.id)
      .map((raw) => ({
        item: rowOf(orderItems, raw),
        startsAt: new Date(raw.event_starts_at as string | Date),
      }));
    return { cart, cartVersion, items };
  } catch (error) {
    const pgError = findPgError(error);
    if (!tryAgainCarefully.has(pgError?.code ?? '')) throw error;
    return { refused: /encore_refused: (\w+)/.exec(pgError?.message ?? '')?.[1] ?? 'retry' };
  }
}

/**
 * The seats among `seatIds` that live items hold, when none of them is held by a lapsed cart (whose seats
 * the careful path frees first); null when one is. After the statement refused for its seats, the 409's
 * answer in one read instead of a transaction that tries again (a hot event's sellers meet many).
 */
const takenSeatsStatement = preparedStatement<{ seat_id: string; lapsed: boolean }>(
  'encore_taken_seats',
  sql`
  select s.seat_id, taken.lapsed
  from unnest(${p('seatIds', 'text[]')}) as s(seat_id) cross join lateral (
    -- Each seat looked up by (event, seat), kept apart by OFFSET 0: as one "seat_id = any(...)" the generic
    -- plan read every live item of the event and filtered the seats (3 ms a 409 at a third of an arena sold).
    select ${holdLapsed(o)} as lapsed
    from ${orderItems} ${i} join ${orders} ${o} on ${o.id} = ${i.orderId}
    where ${i.eventId} = ${p('eventId', 'uuid')} and ${i.seatId} = s.seat_id and ${liveItem(i)}
    offset 0
  ) taken`,
  { errorsEndTheRequest: true },
);

export async function seatsTaken(db: Database, eventId: string, seatIds: string[]): Promise<string[] | null> {
  const rows = await takenSeatsStatement(db, { eventId, seatIds });
  if (rows.some((r) => r.lapsed)) return null;
  return rows.map((r) => r.seat_id);
}

/**
 * After the statement refused for the quota: true when the level's counter exists, is full for `count`
 * more, and no lapsed cart holds a ticket of the level (the careful path would free those first): the 409
 * at once. False sends the request the careful way (it makes a missing counter, frees lapsed holds).
 */
const quotaFullStatement = preparedStatement<{ full: boolean }>(
  'encore_quota_full',
  sql`
  select ${u.used} + ${p('count', 'int')} > ${p('quota', 'int')} and not exists (
      select 1 from ${orderItems} ${i}
      where ${i.eventId} = ${p('eventId', 'uuid')} and ${i.priceLevelId} = ${p('priceLevelId', 'uuid')}
        and ${i.status} = 'held'
        -- Each held item's cart by its primary key (as a join, a young database's statistics made it a
        -- read of every cart of orders_status_idx for each item).
        and (select ${holdLapsed(o)} from ${orders} ${o} where ${o.id} = ${i.orderId})
    ) as full
  from ${eventQuotaUsage} ${u}
  where ${u.eventId} = ${p('eventId', 'uuid')} and ${u.priceLevelId} = ${p('priceLevelId', 'uuid')}`,
  { errorsEndTheRequest: true },
);

export async function quotaFull(
  db: Database,
  hold: { eventId: string; priceLevelId: string; count: number; quota: number },
): Promise<boolean> {
  const rows = await quotaFullStatement(db, hold);
  return rows[0]?.full === true;
}
