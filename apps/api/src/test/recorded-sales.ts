import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { events, salesDaily, shows } from '../db/schema';

/**
 * `tickets` sold for an event as the sales figures record them (sales_daily, which the view event_sales
 * reads), without orders: for tests of what an event's sales forbid or show.
 */
export async function recordSales(db: Executor, eventId: string, tickets: number): Promise<void> {
  const [event] = await db
    .select({ showId: events.showId, producerId: shows.producerId })
    .from(events)
    .innerJoin(shows, eq(shows.id, events.showId))
    .where(eq(events.id, eventId));
  await db.insert(salesDaily).values({
    day: sql`current_date`,
    eventId,
    showId: event!.showId,
    producerId: event!.producerId,
    salesChannelId: crypto.randomUUID(),
    priceLevelId: crypto.randomUUID(),
    vatRateBasisPoints: 550,
    sellerId: crypto.randomUUID(),
    paymentMethod: 'cash',
    tickets,
  });
}
