import { sql } from 'drizzle-orm';
import type { OrderTotalsCents } from '@encore/shared/money';
import type { Database } from '../../../db/client';
import { rowOf, rowOfJson } from '../../../db/raw-rows';
import { orderItems, orders } from '../../../db/schema';
import { findPgError } from '../../../lib/database-errors';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import type { LiveItem, NewItem } from '../../inventory';
import type { OrderRow } from '../order-rows';
import { cartOpen, holdLapsed, liveItem } from '../../inventory';
import { sellerHoldsCte } from './seller-holds';

const itemColumns = `id, order_id, event_id, seat_id, ga_area_id, quantity, price_level_id, category_id,
  price_level_name, area_label, row_label, seat_label, unit_price_cents, vat_rate_basis_points, unit_vat_cents,
  unit_fee_cents, status, created_at, updated_at`;

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
    update orders set expires_at = clock_timestamp() + make_interval(secs => ${p('holdSeconds', 'int')}),
      updated_at = clock_timestamp(),
      show_id = coalesce(show_id, ${p('showId', 'uuid')}),
      producer_id = coalesce(producer_id, ${p('producerId', 'uuid')}),
      subtotal_cents = subtotal_cents + ${p('subtotalCents', 'int')},
      fees_cents = fees_cents + ${p('feesCents', 'int')},
      vat_cents = vat_cents + ${p('vatCents', 'int')},
      total_cents = total_cents + ${p('totalCents', 'int')},
      total_incl_tax_cents = total_incl_tax_cents + ${p('totalInclTaxCents', 'int')}
    -- The cart by its key: "(status = 'cart') is true" is the same test, one that no index answers. As
    -- "status = 'cart'", a young database's statistics (no cart when analysed) made orders_status_idx look
    -- as cheap as the primary key: a read of every cart that index holds (open ones, and those sold or
    -- abandoned since the last vacuum) on each hold.
    where id = ${p('cartId', 'uuid')} and ${cartOpen(undefined, { byKey: true })}
      and (show_id is null or show_id = ${p('showId', 'uuid')})
      -- Its seller's only (issue 22: another takes it over first), within the seller's cap, which is read
      -- (under the seller's lock, seller-holds.ts) before this row is locked.
      and created_by = ${p('userId', 'uuid')}
      and (select seats from held) + ${p('count', 'int')} <= ${p('maxSeats', 'int')}
    returning *
  ), ins as (
    insert into order_items (id, order_id, event_id, seat_id, quantity, price_level_id, category_id,
      price_level_name, area_label, row_label, seat_label, unit_price_cents, vat_rate_basis_points,
      unit_vat_cents, unit_fee_cents, ticket_codes, ticket_signatures)
    select s.id, c.id, ${p('eventId', 'uuid')}, s.seat_id, 1, ${p('priceLevelId', 'uuid')},
      ${p('categoryId', 'uuid')}, ${p('priceLevelName', 'text')}, s.area_label, s.row_label, s.seat_label,
      ${p('unitPriceCents', 'int')}, ${p('vatRateBasisPoints', 'int')}, ${p('unitVatCents', 'int')},
      ${p('unitFeeCents', 'int')}, case when s.code is not null then array[s.code] end,
      case when s.code is not null then array[s.signature] end
    from cart c, unnest(${p('ids', 'uuid[]')}, ${p('seatIds', 'text[]')}, ${p('areaLabels', 'text[]')},
      ${p('rowLabels', 'text[]')}, ${p('seatLabels', 'text[]')}, ${p('ticketCodes', 'text[]')},
      ${p('ticketSignatures', 'text[]')}) as s(id, seat_id, area_label, row_label, seat_label, code, signature)
    order by s.seat_id
    on conflict (event_id, seat_id) where seat_id is not null and ${liveItem()} do nothing
    returning ${sql.raw(itemColumns)}
  ), quota as (
    -- The level's first items make its counter: every live item is counted from the first one on
    -- (migration 0023), so a level without a counter row has none.
    insert into event_quota_usage as u (event_id, price_level_id, used)
    select ${p('eventId', 'uuid')}, ${p('priceLevelId', 'uuid')}, ${p('count', 'int')}
    where (select count(*) from ins) = ${p('count', 'int')}
      and (${p('quota', 'int')} is null or ${p('count', 'int')} <= ${p('quota', 'int')})
    on conflict (event_id, price_level_id) do update set used = u.used + excluded.used
    where ${p('quota', 'int')} is null or u.used + excluded.used <= ${p('quota', 'int')}
    returning used
  ), step as (
    insert into order_history (order_id, action, user_id, details, at)
    select id, 'item_added', ${p('userId', 'uuid')}, ${p('details', 'jsonb')}, clock_timestamp() from cart
    returning id
  ), verdict as (
    select case
      when (select seats from held) + ${p('count', 'int')} > ${p('maxSeats', 'int')} then encore_refuse('held')
      when (select count(*) from ins) <> ${p('count', 'int')} then encore_refuse('seats')
      when not exists (select from quota) then encore_refuse('quota')
      when not exists (select from step) then encore_refuse('cart')
      else true end as ok
  ), live as (
    select ${sql.raw(itemColumns)} from order_items
    where order_id = ${p('cartId', 'uuid')} and ${liveItem()}
    union all select * from ins
  )
  select live.*, live.starts_at as event_starts_at, (select row_to_json(c) from cart c) as cart
  from (select) one left join (
    -- Each item's event start by its primary key (a subquery, not a join the planner would make a scan
    -- of events from a young database's statistics).
    select live.*, (select e.starts_at from events e where e.id = live.event_id) as starts_at from live
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
): Promise<{ cart: OrderRow; items: LiveItem[] } | HoldRefusal> {
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
    });
    const json = rows[0]?.cart;
    const cart = rowOfJson(orders, json);
    const items = rows
      .filter((raw) => raw.id)
      .map((raw) => ({
        item: rowOf(orderItems, raw),
        startsAt: new Date(raw.event_starts_at as string | Date),
      }));
    return { cart, items };
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
  select i.seat_id, ${holdLapsed('o')} as lapsed
  from order_items i join orders o on o.id = i.order_id
  where i.event_id = ${p('eventId', 'uuid')} and i.seat_id = any(${p('seatIds', 'text[]')})
    and ${liveItem('i')}`,
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
  select u.used + ${p('count', 'int')} > ${p('quota', 'int')} and not exists (
      select 1 from order_items i
      where i.event_id = ${p('eventId', 'uuid')} and i.price_level_id = ${p('priceLevelId', 'uuid')}
        and i.status = 'held'
        -- Each held item's cart by its primary key (as a join, a young database's statistics made it a
        -- read of every cart of orders_status_idx for each item).
        and (select ${holdLapsed('o')} from orders o where o.id = i.order_id)
    ) as full
  from event_quota_usage u
  where u.event_id = ${p('eventId', 'uuid')} and u.price_level_id = ${p('priceLevelId', 'uuid')}`,
  { errorsEndTheRequest: true },
);

export async function quotaFull(
  db: Database,
  hold: { eventId: string; priceLevelId: string; count: number; quota: number },
): Promise<boolean> {
  const rows = await quotaFullStatement(db, hold);
  return rows[0]?.full === true;
}
