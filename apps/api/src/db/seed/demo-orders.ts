import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import {
  events,
  orders,
  priceLevels,
  pricings,
  rooms,
  salesChannels,
  shows,
  showSalesChannels,
  taxClasses,
  users,
} from '../schema';
import { demoCustomer, randomOf, type Random } from './demo-orders-data';
import { stockOf, takeSeats, type Stock } from './demo-orders-stock';
import { writeDemoMoney } from './demo-money';
import type { JournalRecorder } from '../../lib/journal-recorder';
import { writeOrders, type WrittenItem, type WrittenOrder } from './order-writer';

const orderCount = 420;
const payments = ['card', 'card', 'card', 'cash', 'cash', 'cheque', 'transfer'] as const;
/** Why an invitation was given (issue 23): taken in turn, so the demo's random draws stay as they were. */
const invitationReasons = ['press', 'artist', 'partner', 'staff'] as const;

async function context(db: Executor) {
  const showRows = await db
    .select()
    .from(shows)
    .where(and(eq(shows.status, 'published'), isNotNull(shows.pricingId)));
  const showIds = showRows.map((s) => s.id);
  const eventRows = showIds.length
    ? await db
        .select()
        .from(events)
        .where(
          and(
            inArray(events.showId, showIds),
            eq(events.status, 'scheduled'),
            gt(events.startsAt, new Date()),
          ),
        )
    : [];
  const levels = await db
    .select({ level: priceLevels, rate: taxClasses.rateBasisPoints })
    .from(priceLevels)
    .innerJoin(taxClasses, eq(taxClasses.id, priceLevels.taxClassId));
  const emails = [
    'boxoffice@encore.test',
    'boxoffice@encore.test',
    'boxoffice@encore.test',
    'admin@encore.test',
    'superadmin@encore.test',
  ];
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, [...emails, 'manager@encore.test', 'producer@encore.test']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  return {
    showRows,
    eventRows,
    levels,
    rooms: new Map((await db.select().from(rooms)).map((r) => [r.id, r])),
    pricings: new Map((await db.select().from(pricings)).map((p) => [p.id, p])),
    channels: await db.select().from(salesChannels),
    links: await db.select().from(showSalesChannels),
    sellers: emails.map(idOf).filter((id): id is string => Boolean(id)),
    manager: idOf('manager@encore.test'),
    producer: people.find((p) => p.email === 'producer@encore.test'),
  };
}
type Context = Awaited<ReturnType<typeof context>>;

/** Tickets of one order on one event: adjacent seats of a row or admissions to an area, quotas kept. */
function itemsFor(
  c: Context,
  eventId: string,
  pricingId: string,
  stock: Stock,
  taken: Set<string>,
  used: Map<string, number>,
  random: Random,
): WrittenItem[] {
  const n = random.pick([1, 2, 2, 2, 3, 4, 4, 6]);
  const levelOf = (categoryId: string) => {
    const candidates = c.levels.filter(
      (l) => l.level.pricingId === pricingId && l.level.categoryId === categoryId,
    );
    for (let i = 0; i < 3; i++) {
      const l = random.pick(candidates);
      const key = `${eventId}|${l.level.id}`;
      if (l.level.quota === null || (used.get(key) ?? 0) < l.level.quota) {
        used.set(key, (used.get(key) ?? 0) + 1);
        return l;
      }
    }
    return candidates.find((l) => l.level.quota === null);
  };
  const item = (categoryId: string, extra: Pick<WrittenItem, 'seat' | 'ga'>): WrittenItem[] => {
    const l = levelOf(categoryId);
    return l
      ? [{ eventId, level: { ...l.level, rateBasisPoints: l.rate }, quota: l.level.quota, ...extra }]
      : [];
  };
  if (stock.rows.length)
    return takeSeats(stock, taken, n, random).flatMap((s) => item(s.categoryId, { seat: s }));
  if (!stock.areas.length) return [];
  const area = random.pick(stock.areas);
  const key = `${eventId}|area|${area.id}`;
  if ((used.get(key) ?? 0) + n > area.capacity) return [];
  used.set(key, (used.get(key) ?? 0) + n);
  return item(area.categoryId, { ga: { id: area.id, name: area.name, quantity: n } });
}

/**
 * Some hundreds of orders across the demo season, in every state: confirmed, partly cancelled, cancelled,
 * and pending approval with one of the two approvals given; on several channels, by several sellers.
 * Only on a database without orders, after the season; written through order-writer.ts so that sold
 * counts, quota and area usage agree with the items. `tickets` is the order-change hook's ticket writer
 * (bootstrap hands in modules/tickets' sync): the orders get their tickets in the same transaction, valid,
 * pending or void as if the box office had sold it, so the door and the order page work on demo data.
 * Their money is facts too (demo-money.ts): payments, refunds, invitations with their reason, and their
 * journal events recorded through `journal` (bootstrap hands in the journal's own recorder).
 */
export async function seedDemoOrders(
  db: Database,
  tickets?: (tx: Executor, orderIds: string[]) => Promise<void>,
  journal?: JournalRecorder,
): Promise<number> {
  if ((await db.$count(orders)) > 0) return 0;
  const c = await context(db);
  if (!c.eventRows.length || !c.sellers.length) return 0;
  const random = randomOf(2026);
  const stocks = new Map<string, Stock>();
  const taken = new Map<string, Set<string>>();
  const used = new Map<string, number>();
  const list: WrittenOrder[] = [];
  for (let i = 0; i < orderCount * 2 && list.length < orderCount; i++) {
    const event = random.pick(c.eventRows);
    const show = c.showRows.find((s) => s.id === event.showId)!;
    const stock =
      stocks.get(event.roomId) ??
      stockOf(c.rooms.get(event.roomId)!, c.pricings.get(show.pricingId!)?.seatCategoriesJson ?? null);
    stocks.set(event.roomId, stock);
    const channels = c.channels.filter((ch) =>
      c.links.some((l) => l.showId === show.id && l.salesChannelId === ch.id),
    );
    const roll = random.next();
    const pending = roll < 0.12 ? channels.find((ch) => ch.needsApproval) : undefined;
    const plain = channels.filter((ch) => !ch.needsApproval);
    const channel = pending ?? (plain.length ? random.pick(plain) : undefined);
    if (!channel) continue;
    const seatsTaken = taken.get(event.id) ?? new Set<string>();
    taken.set(event.id, seatsTaken);
    const items = itemsFor(c, event.id, show.pricingId!, stock, seatsTaken, used, random);
    if (!items.length) continue;
    const createdAt = new Date(Date.now() - random.int(60, 45 * 24 * 60) * 60_000);
    const status = pending ? 'pending_approval' : roll < 0.22 ? 'cancelled' : 'confirmed';
    // One order in eight of several tickets has one ticket cancelled on its own.
    if (status === 'confirmed' && items.length > 1 && roll > 0.86) items[0]!.cancelled = true;
    // Pending orders carry one approval: the demo producer's on its own shows (every other one), else the
    // show manager's, so both screens have something left to approve.
    const producer = c.producer;
    const byProducer = producer && show.producerId === producer.producerId && list.length % 2 === 0;
    const approval = { at: new Date(createdAt.getTime() + 2 * 3_600_000) };
    list.push({
      status,
      channel,
      show: { id: show.id, producerId: show.producerId },
      createdBy: random.pick(c.sellers),
      customer: demoCustomer(random),
      paymentMethod: channel.needsApproval ? 'free' : random.pick(payments),
      ...(channel.needsApproval
        ? { invitationReason: invitationReasons[list.length % invitationReasons.length] }
        : {}),
      createdAt,
      ...(pending && byProducer ? { producerApproval: { ...approval, by: producer.id } } : {}),
      ...(pending && !byProducer && c.manager ? { managerApproval: { ...approval, by: c.manager } } : {}),
      items,
    });
  }
  await db.transaction(async (tx) => {
    const ids = await writeOrders(tx, list);
    await writeDemoMoney(tx, list, ids, journal);
    await tickets?.(tx, ids);
  });
  return list.length;
}
