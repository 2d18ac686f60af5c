import crypto from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TicketStatus } from '@encore/shared/tickets/ticket.schema';
import { ticketCodeFromBytes } from '@encore/shared/tickets/ticket-code';
import type { Database, Executor } from '../../db/client';
import { p, preparedStatement } from '../../lib/prepared-statement';
import { transactionWithRetry } from '../../lib/transaction-retry';
import type { OrderSnapshot } from '../../lib/order-change';
import { events, orderItems, orders, shows, tickets } from '../../db/schema';
import type { TicketKey } from './ticket-key';

export type TicketRow = typeof tickets.$inferSelect;

/** The order's facts tickets need (rules name producerId / showId, as for orders). */
export async function orderFacts(db: Executor, orderId: string, lock = false) {
  const query = db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      showId: orders.showId,
      producerId: orders.producerId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerLanguage: orders.customerLanguage,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/** What a ticket should be now, from its order's and item's states. */
function statusOf(orderStatus: string, itemStatus: string): TicketStatus {
  if (itemStatus === 'cancelled' || itemStatus === 'released') return 'void';
  if (orderStatus === 'confirmed' && itemStatus === 'sold') return 'valid';
  if (orderStatus === 'pending_approval' && itemStatus === 'held') return 'pending';
  return 'void';
}

/**
 * Brings the orders' tickets in step with them (idempotent, inside the caller's transaction): one ticket
 * per admission of each live item of a pending or confirmed order, created when missing; then each
 * ticket's status follows its item and order (a cancelled item or order voids at once, never deletes).
 * Several orders at once in the same few statements (demo data: hundreds). `withVoided` also writes the
 * void tickets of cancelled items: demo orders are written in their final state, yet their cancelled
 * items had been sold (and ticketed) before. `noTicketsYet`: the caller knows the orders have none (a
 * cart just validated: carts never have tickets), which spares reading them.
 */
export async function syncOrderTickets(
  tx: Executor,
  orderIds: string[],
  key: TicketKey,
  {
    withVoided = false,
    noTicketsYet = false,
    snapshot,
  }: { withVoided?: boolean; noTicketsYet?: boolean; snapshot?: OrderSnapshot } = {},
): Promise<void> {
  if (!orderIds.length) return;
  // The orders and their items in one read (a validation runs this in the sale's transaction), unless the
  // caller holds the order and its live items (`snapshot`, a cart just validated: items not live make
  // no ticket without `withVoided`).
  const rows = snapshot
    ? snapshot.items.map((item) => ({ order: snapshot.order, item }))
    : await tx
        .select({
          order: {
            id: orders.id,
            status: orders.status,
            showId: orders.showId,
            producerId: orders.producerId,
          },
          item: orderItems,
        })
        .from(orders)
        .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(inArray(orders.id, orderIds));
  const orderOf = new Map(rows.filter((r) => r.order.showId).map((r) => [r.order.id, r.order]));
  if (!orderOf.size) return;
  const ids = [...orderOf.keys()];
  const items = rows.flatMap((r) => (r.item && orderOf.has(r.item.orderId) ? [r.item] : []));
  const existing = noTicketsYet
    ? []
    : await tx
        .select({
          id: tickets.id,
          orderId: tickets.orderId,
          itemId: tickets.itemId,
          admission: tickets.admission,
          status: tickets.status,
        })
        .from(tickets)
        .where(inArray(tickets.orderId, ids));
  const have = new Set(existing.map((t) => `${t.itemId}:${t.admission}`));
  const fresh = freshTickets(items, orderOf, have, key, withVoided);
  for (let i = 0; i < fresh.length; i += 1000)
    await tx
      .insert(tickets)
      .values(fresh.slice(i, i + 1000))
      .onConflictDoNothing();
  const itemStatus = new Map(items.map((i) => [i.id, i.status]));
  const moves = new Map<TicketStatus, string[]>();
  for (const ticket of existing) {
    const orderStatus = orderOf.get(ticket.orderId)!.status;
    const status = statusOf(orderStatus, itemStatus.get(ticket.itemId) ?? 'released');
    if (status !== ticket.status) moves.set(status, [...(moves.get(status) ?? []), ticket.id]);
  }
  for (const [status, ids] of moves)
    await tx
      .update(tickets)
      .set({ status, ...(status === 'void' ? { voidedAt: new Date() } : {}) })
      .where(and(inArray(tickets.id, ids), ne(tickets.status, 'void')));
}

type TicketOrder = { id: string; status: string; showId: string | null; producerId: string | null };

/** `count` fresh codes for an event, each with its signature (what a ticket of it carries). */
export function signedCodes(key: TicketKey, eventId: string, count: number) {
  const codes: string[] = [];
  const signatures: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = ticketCodeFromBytes(crypto.randomBytes(16));
    codes.push(code);
    signatures.push(key.sign(code, eventId));
  }
  return { codes, signatures };
}

/** The tickets the items should have and `have` (`itemId:admission`) lacks, each with its code signed. */
function freshTickets(
  items: (typeof orderItems.$inferSelect)[],
  orderOf: Map<string, TicketOrder>,
  have: Set<string>,
  key: TicketKey,
  withVoided: boolean,
): (typeof tickets.$inferInsert)[] {
  const fresh: (typeof tickets.$inferInsert)[] = [];
  for (const item of items) {
    const order = orderOf.get(item.orderId)!;
    const status = statusOf(order.status, item.status);
    if (status === 'void' && !(withVoided && item.status === 'cancelled')) continue;
    for (let admission = 1; admission <= item.quantity; admission++) {
      if (have.has(`${item.id}:${admission}`)) continue;
      const code = ticketCodeFromBytes(crypto.randomBytes(16));
      fresh.push({
        orderId: item.orderId,
        itemId: item.id,
        eventId: item.eventId,
        showId: order.showId!,
        producerId: order.producerId,
        admission,
        code,
        signature: key.sign(code, item.eventId),
        status,
        voidedAt: status === 'void' ? item.updatedAt : null,
        areaLabel: item.areaLabel,
        rowLabel: item.rowLabel,
        seatLabel: item.seatLabel,
        priceLevelName: item.priceLevelName,
        // Prices are VAT included (shared/money.ts): the unit price is what the customer paid.
        priceInclTaxCents: item.unitPriceCents,
      });
    }
  }
  return fresh;
}

/**
 * The tickets of a sale that one statement committed (modules/sales/sql/sell-cart.ts), outside its
 * transaction. Each is written only while its item is still sold, read FOR SHARE: a cancellation that
 * cancelled the item first (committed or not) leaves no ticket, and one that comes after waits for these
 * and then voids them (a cancellation cancels its items before its tickets, order-actions.service.ts).
 */
const insertSaleTickets = preparedStatement<{ id: string }>(
  'encore_sale_tickets',
  sql`
  insert into tickets (order_id, item_id, event_id, show_id, producer_id, admission, code, signature, status,
    area_label, row_label, seat_label, price_level_name, price_incl_tax_cents)
  select i.order_id, i.id, i.event_id, ${p('showId', 'uuid')}, ${p('producerId', 'uuid')}, u.admission,
    u.code, u.signature, 'valid', i.area_label, i.row_label, i.seat_label, i.price_level_name, i.unit_price_cents
  from unnest(${p('itemIds', 'uuid[]')}, ${p('admissions', 'int[]')}, ${p('codes', 'text[]')},
    ${p('signatures', 'text[]')}) as u(item_id, admission, code, signature)
  -- Each item by its primary key: as a join, a plan made from a young database's statistics read every
  -- sold item of every event (order_items_event_status_idx) on each sale.
  cross join lateral (
    select * from order_items i where i.id = u.item_id and i.status = 'sold' for share offset 0
  ) i
  on conflict do nothing
  returning id`,
  { errorsEndTheRequest: true },
);

export async function issueSaleTickets(db: Database, key: TicketKey, sale: OrderSnapshot): Promise<void> {
  const orderOf = new Map([[sale.order.id, sale.order]]);
  const fresh = freshTickets(sale.items, orderOf, new Set(), key, false);
  if (!fresh.length) return;
  await insertSaleTickets(db, {
    showId: sale.order.showId,
    producerId: sale.order.producerId,
    itemIds: fresh.map((t) => t.itemId),
    admissions: fresh.map((t) => t.admission),
    codes: fresh.map((t) => t.code),
    signatures: fresh.map((t) => t.signature),
  });
}

/**
 * Confirmed orders with a sold item short of its tickets (a process stopped between a sale's statement
 * and its tickets', or a ticket lost), given them; answers how many orders. `recent`: the pass every
 * process runs every few seconds (ticket-repair.ts), cheap: the confirmed orders of the last day by
 * orders_status_idx, leaving the sales of the last seconds to their own statement; otherwise (at start) the
 * orders validated in the last two days. Each order is locked, skipping those another process or a
 * cancellation holds: two processes repairing at once share the work, and a cancellation (which locks its
 * order first) never races a repair into a valid ticket of a cancelled item.
 */
export async function repairSaleTickets(db: Database, key: TicketKey, recent = false): Promise<number> {
  const window = recent
    ? sql`o.created_at > clock_timestamp() - interval '1 day'
        and o.validated_at < clock_timestamp() - interval '2 seconds'`
    : sql`o.validated_at > clock_timestamp() - interval '2 days'`;
  return transactionWithRetry(db, async (tx) => {
    const result = (await tx.execute(sql`
      select o.id from ${orders} o where o.status = 'confirmed' and ${window}
        -- The items by their order only (the status test no index answers): as "i.status = 'sold'" the plan
        -- took a BitmapAnd with order_items_event_status_idx, a read of that whole index for each order.
        and exists (select 1 from ${orderItems} i where i.order_id = o.id and (i.status = 'sold') is true
          and (select count(*) from ${tickets} t where t.item_id = i.id) < i.quantity)
      order by o.id limit 500 for update of o skip locked`)) as unknown as { rows: { id: string }[] };
    const ids = result.rows.map((r) => r.id);
    if (ids.length) await syncOrderTickets(tx, ids, key);
    return ids.length;
  });
}

/** The order's tickets with their show and event (DTO and PDF), by item then admission. */
export async function ticketsOfOrder(db: Executor, orderId: string) {
  return ticketRows(db)
    .where(eq(tickets.orderId, orderId))
    .orderBy(
      asc(tickets.createdAt),
      asc(tickets.areaLabel),
      asc(tickets.rowLabel),
      asc(tickets.seatLabel),
      asc(tickets.admission),
    );
}

export async function ticketById(db: Executor, id: string) {
  const [row] = await ticketRows(db).where(eq(tickets.id, id));
  return row;
}

function ticketRows(db: Executor) {
  return db
    .select({
      ticket: tickets,
      orderNumber: orders.number,
      eventStartsAt: events.startsAt,
      showName: shows.name,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(shows, eq(shows.id, tickets.showId))
    .$dynamic();
}
export type TicketWithShow = Awaited<ReturnType<typeof ticketsOfOrder>>[number];
