import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { fromInstant, toInstant } from '@encore/shared/common/date-range';
import type { z } from 'zod';
import type { eventSearchQuerySchema } from '@encore/shared/shows/event-search.schema';
import type { Executor } from '../../db/client';
import { events, rooms, shows, soldOf } from '../../db/schema';
import { allOf, lower, searchCondition } from '../../lib/list-query';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { showSearchText, showsByArtistName } from './shows.repository';

type Query = z.output<typeof eventSearchQuerySchema>;

/** What the sale path accepts (`assertOnSale`, the show's channels), so the picker offers nothing it refuses. */
const onSale = and(
  eq(events.status, 'scheduled'),
  eq(shows.status, 'published'),
  sql`${events.startsAt} > now()`,
  isNotNull(shows.pricingId),
  sql`exists (select 1 from show_sales_channels c where c.show_id = ${events.showId})`,
);

/** Upcoming first (soonest first), then the past (latest first): what a seller looks for. */
const nextFirst = [
  sql`(${events.endsAt} < now())`,
  sql`case when ${events.endsAt} >= now() then ${events.startsAt} end asc`,
  desc(events.startsAt),
];

/**
 * The events search, given how held seats are counted (the carts module's `heldOfEvent`, handed over by
 * the composition root so shows do not import carts).
 */
export function eventSearchQuery(heldOfEvent: (eventId: AnyPgColumn) => SQL<number>) {
  /** Seats and admissions held by live carts and pending orders (lapsed holds left out). */
  const held = heldOfEvent(events.id);
  const sold = soldOf(events.id);
  const available = sql<number>`greatest(${events.capacity} - ${sold} - ${held}, 0)`;

  const columns = {
    id: events.id,
    showId: events.showId,
    showName: shows.name,
    showStatus: shows.status,
    roomId: events.roomId,
    roomName: rooms.name,
    roomKind: rooms.kind,
    pricingId: shows.pricingId,
    salesChannelIds: sql<string[]>`array(select c.sales_channel_id::text from show_sales_channels c
      where c.show_id = ${events.showId} order by 1)`,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    status: events.status,
    capacity: events.capacity,
    sold: sold.mapWith(Number),
    held: held.mapWith(Number),
    available: available.mapWith(Number),
  };

  const sorts: Record<string, SQL> = {
    startsAt: sql`${events.startsAt}`,
    showName: lower(shows.name),
    available,
  };

  function orderOf(sort: string | undefined): SQL[] {
    if (!sort) return [...nextFirst, asc(events.id)];
    const column = sorts[sort.replace(/^-/, '')]!;
    return [sort.startsWith('-') ? desc(column) : asc(column), asc(events.startsAt), asc(events.id)];
  }

  return async function searchEvents(db: Executor, query: Query, scope: SQL | undefined) {
    const where = allOf(
      scope,
      searchCondition(query.search, [showSearchText], showsByArtistName),
      query.from ? sql`${events.startsAt} >= ${fromInstant(query.from).toISOString()}` : undefined,
      query.to ? sql`${events.startsAt} < ${toInstant(query.to).toISOString()}` : undefined,
      query.showId ? eq(events.showId, query.showId) : undefined,
      query.roomId ? eq(events.roomId, query.roomId) : undefined,
      query.status ? eq(events.status, query.status) : undefined,
      query.onSale ? onSale : undefined,
    );
    const rows = await db
      .select(columns)
      .from(events)
      .innerJoin(shows, eq(shows.id, events.showId))
      .innerJoin(rooms, eq(rooms.id, events.roomId))
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(events)
      .innerJoin(shows, eq(shows.id, events.showId))
      .where(where);
    return {
      rows,
      meta: { page: query.page, pageSize: query.pageSize, total: count?.total ?? 0 },
    };
  };
}
