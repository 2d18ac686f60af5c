import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { events, showSalesChannels, shows } from '../../db/schema';
import type { GaArea, RoomKind } from '@encore/shared/rooms/room.schema';
import type { ShowStatus } from '@encore/shared/shows/show.schema';
import type { EventStatus } from '@encore/shared/shows/event.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { rawRows } from '../../db/raw-rows';

export const eventNotFound = () => notFound('Event not found');

/** What selling on one event needs to know, read in one query (outside the selling transaction). */
export interface SaleFacts {
  eventId: string;
  eventStatus: EventStatus;
  startsAt: Date;
  showId: string;
  showStatus: ShowStatus;
  showName: string;
  producerId: string;
  pricingId: string | null;
  roomId: string;
  roomKind: RoomKind;
  seatMapRevision: number;
  gaAreas: GaArea[];
  pricingUpdatedAt: Date | null;
  capacity: number;
}

export const factsColumns = sql.raw(`e.id as event_id, e.status as event_status, e.starts_at, e.capacity,
  s.id as show_id, s.name as show_name, s.status as show_status, s.producer_id, s.pricing_id, r.id as room_id, r.kind as room_kind,
  r.seat_map_revision, r.ga_areas, p.updated_at as pricing_updated_at`);
export const factsFrom = sql.raw(`events e join shows s on s.id = e.show_id join rooms r on r.id = e.room_id
  left join pricings p on p.id = s.pricing_id`);

const l = alias(showSalesChannels, 'l');

/**
 * Is the show sold on the channel `channelId`? (a boolean). The show is `showId`, by default the facts'
 * show (`s.id` of `factsFrom`).
 */
export const showSoldOn = (channelId: SQL, showId: SQL = sql.raw('s.id')): SQL<boolean> =>
  sql`exists (select 1 from ${showSalesChannels} ${l} where ${l.showId} = ${showId} and ${l.salesChannelId} = ${channelId})`;

const ev = alias(events, 'ev');

/** The event `eventId`'s start, as a scalar subquery by its key (lists of items sort by it). */
export const eventStartsAt = (eventId: SQL): SQL<Date> =>
  sql<Date>`(select ${ev.startsAt} from ${events} ${ev} where ${ev.id} = ${eventId})`.mapWith(ev.startsAt);

/** The event `eventId`'s room, as a scalar subquery by its key. */
export const eventRoomId = (eventId: SQL): SQL<string> =>
  sql<string>`(select ${ev.roomId} from ${events} ${ev} where ${ev.id} = ${eventId})`;

/** Why an event is not on sale now. */
export type OffSaleReason = 'eventCancelled' | 'showArchived' | 'eventStarted';

const [oe, os] = [alias(events, 'oe'), alias(shows, 'os')];

/**
 * Why the event `eventId` is not on sale now, or null when it is: a scalar subquery, so the selling
 * statements put the events' rule in their own condition (the check and the write are one statement).
 * An event is on sale while it is scheduled, its show published and it has not started.
 */
export const offSaleReason = (eventId: SQL): SQL<OffSaleReason | null> =>
  sql`(select case when ${oe.status} <> 'scheduled' then 'eventCancelled'
      when ${os.status} <> 'published' then 'showArchived'
      when ${oe.startsAt} <= clock_timestamp() then 'eventStarted' end
    from ${events} ${oe} join ${shows} ${os} on ${os.id} = ${oe.showId} where ${oe.id} = ${eventId})`;

/** The show `showId`'s name, as a scalar subquery (read by key). */
export const showName = (showId: SQL): SQL<string | null> =>
  sql`(select ${shows.name} from ${shows} where ${shows.id} = ${showId})`;

/** The columns of `factsColumns` as SaleFacts (raw rows: both drivers' types). */
export function factsOf(r: Record<string, unknown>): SaleFacts {
  return {
    eventId: r.event_id as string,
    eventStatus: r.event_status as EventStatus,
    startsAt: new Date(r.starts_at as string),
    capacity: Number(r.capacity),
    showId: r.show_id as string,
    showStatus: r.show_status as ShowStatus,
    showName: r.show_name as string,
    producerId: r.producer_id as string,
    pricingId: (r.pricing_id as string | null) ?? null,
    roomId: r.room_id as string,
    roomKind: r.room_kind as RoomKind,
    seatMapRevision: Number(r.seat_map_revision),
    gaAreas: (typeof r.ga_areas === 'string' ? JSON.parse(r.ga_areas) : r.ga_areas) as GaArea[],
    pricingUpdatedAt: r.pricing_updated_at ? new Date(r.pricing_updated_at as string) : null,
  };
}

export async function saleFacts(db: Executor, eventId: string): Promise<SaleFacts | undefined> {
  const result = await rawRows<Record<string, unknown>>(
    db,
    sql`select ${factsColumns} from ${factsFrom} where e.id = ${eventId}`,
  );
  const r = result[0];
  return r ? factsOf(r) : undefined;
}
