import { eq, sql } from 'drizzle-orm';
import type { GaArea, RoomKind } from '@encore/shared/rooms/room.schema';
import type { ShowStatus } from '@encore/shared/shows/show.schema';
import type { EventStatus } from '@encore/shared/shows/event.schema';
import type { Executor } from '../../db/client';
import { pricings, rooms } from '../../db/schema';

/** What selling on one event needs to know, read in one query (outside the selling transaction). */
export interface SaleFacts {
  eventId: string;
  eventStatus: EventStatus;
  startsAt: Date;
  showId: string;
  showStatus: ShowStatus;
  producerId: string;
  pricingId: string | null;
  roomId: string;
  roomKind: RoomKind;
  seatMapRevision: number;
  gaAreas: GaArea[];
  pricingUpdatedAt: Date | null;
  capacity: number;
}

export async function saleFacts(db: Executor, eventId: string): Promise<SaleFacts | undefined> {
  const result = (await db.execute(sql`
    select e.id as event_id, e.status as event_status, e.starts_at, e.capacity, s.id as show_id,
      s.status as show_status, s.producer_id, s.pricing_id, r.id as room_id, r.kind as room_kind,
      r.seat_map_revision, r.ga_areas, p.updated_at as pricing_updated_at
    from events e join shows s on s.id = e.show_id join rooms r on r.id = e.room_id
      left join pricings p on p.id = s.pricing_id
    where e.id = ${eventId}`)) as unknown as { rows: Record<string, unknown>[] };
  const r = result.rows[0];
  if (!r) return undefined;
  return {
    eventId: r.event_id as string,
    eventStatus: r.event_status as EventStatus,
    startsAt: new Date(r.starts_at as string),
    capacity: Number(r.capacity),
    showId: r.show_id as string,
    showStatus: r.show_status as ShowStatus,
    producerId: r.producer_id as string,
    pricingId: (r.pricing_id as string | null) ?? null,
    roomId: r.room_id as string,
    roomKind: r.room_kind as RoomKind,
    seatMapRevision: Number(r.seat_map_revision),
    gaAreas: (typeof r.ga_areas === 'string' ? JSON.parse(r.ga_areas) : r.ga_areas) as GaArea[],
    pricingUpdatedAt: r.pricing_updated_at ? new Date(r.pricing_updated_at as string) : null,
  };
}

export interface SeatLabels {
  areaLabel: string;
  rowLabel: string;
  seatLabel: string;
}

/**
 * Parsed seat maps and pricing mappings, cached per (room, revision) and (pricing, updatedAt): an arena's
 * map is megabytes of JSON, far too much to parse on every add-to-cart. A save bumps the key, so a stale
 * entry is never used; the few most recent entries are kept.
 */
class KeyedCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly size: number) {}
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await load();
    this.entries.set(key, value);
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
