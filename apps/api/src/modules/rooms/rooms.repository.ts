import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { pricings, rooms, shows } from '../../db/schema';
import { allOf, lower, orderFor, searchCondition, type Page, type PageQuery } from '../../lib/list-query';

/**
 * Room rows without their heavy columns: lists, reads and edits never load an arena's seat map (several MB)
 * or its SVG; the seat-map and background queries below read those alone.
 */
const summary = {
  id: rooms.id,
  name: rooms.name,
  kind: rooms.kind,
  street: rooms.street,
  addressComplement: rooms.addressComplement,
  stateProvince: rooms.stateProvince,
  postalCode: rooms.postalCode,
  country: rooms.country,
  city: rooms.city,
  gaAreas: rooms.gaAreas,
  capacity: rooms.capacity,
  seatMapRevision: rooms.seatMapRevision,
  hasBackground: sql<boolean>`(${rooms.backgroundSvg} is not null)`.as('has_background'),
  createdAt: rooms.createdAt,
  updatedAt: rooms.updatedAt,
};
export type RoomRow = {
  [K in Exclude<keyof typeof summary, 'hasBackground'>]: (typeof rooms.$inferSelect)[K];
} & { hasBackground: boolean };

const sortColumns = { name: lower(rooms.name), capacity: rooms.capacity, createdAt: rooms.createdAt };

/** Seats of the stored map, for a room switched back to placed; PostgreSQL counts them without a round trip. */
export const storedSeatCount = sql<number>`coalesce(json_array_length((${rooms.seatMapJson})::json -> 'seats'), 0)`;

/** Places of the room's general-admission areas (beside the seats of a placed room). */
export const gaCapacity = sql<number>`coalesce((select sum((a ->> 'capacity')::int)
  from jsonb_array_elements(${rooms.gaAreas}) a), 0)`;

export const roomsRepository = {
  async list(db: Executor, query: PageQuery, where?: SQL): Promise<Page<RoomRow>> {
    const condition = allOf(searchCondition(query.search, [rooms.name, rooms.city]), where);
    const rows = await db
      .select(summary)
      .from(rooms)
      .where(condition)
      .orderBy(...orderFor(query.sort, sortColumns, 'name', rooms.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(rooms)
      .where(condition);
    return { rows, meta: { page: query.page, pageSize: query.pageSize, total: count?.total ?? 0 } };
  },

  async findById(db: Executor, id: string): Promise<RoomRow | undefined> {
    const [row] = await db.select(summary).from(rooms).where(eq(rooms.id, id)).limit(1);
    return row;
  },

  async insert(db: Executor, values: typeof rooms.$inferInsert): Promise<RoomRow> {
    const [row] = await db.insert(rooms).values(values).returning({ id: rooms.id });
    return (await this.findById(db, row!.id))!;
  },

  async update(db: Executor, id: string, values: PgUpdateSetSource<typeof rooms>) {
    const [row] = await db
      .update(rooms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rooms.id, id))
      .returning({ id: rooms.id });
    return row ? this.findById(db, id) : undefined;
  },

  /** Locks the room row until the transaction ends: show and event writes take the same lock. */
  async lock(tx: Executor, id: string): Promise<void> {
    await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id)).for('update');
  },

  /** What a change of kind would orphan: a show's events and sales, or a pricing's seat mapping. */
  async kindLock(db: Executor, id: string): Promise<'show' | 'pricing' | null> {
    const [show] = await db.select({ id: shows.id }).from(shows).where(eq(shows.roomId, id)).limit(1);
    if (show) return 'show';
    const [pricing] = await db
      .select({ id: pricings.id })
      .from(pricings)
      .where(eq(pricings.roomId, id))
      .limit(1);
    return pricing ? 'pricing' : null;
  },

  async remove(db: Executor, id: string): Promise<boolean> {
    const rows = await db.delete(rooms).where(eq(rooms.id, id)).returning({ id: rooms.id });
    return rows.length > 0;
  },

  async findSeatMap(db: Executor, id: string) {
    const [row] = await db
      .select({
        kind: rooms.kind,
        name: rooms.name,
        json: rooms.seatMapJson,
        revision: rooms.seatMapRevision,
      })
      .from(rooms)
      .where(eq(rooms.id, id))
      .limit(1);
    return row;
  },

  /**
   * Replaces the map only if it is still at `revision` (when given) and the room is placed: one conditional
   * UPDATE, so of two concurrent saves from the same revision exactly one wins, on PostgreSQL as on PGlite.
   */
  async saveSeatMap(db: Executor, id: string, json: string, seats: number, revision?: number) {
    const [row] = await db
      .update(rooms)
      .set({
        seatMapJson: json,
        capacity: sql`${seats} + ${gaCapacity}`,
        seatMapRevision: sql`${rooms.seatMapRevision} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(rooms.id, id),
          eq(rooms.kind, 'placed'),
          revision === undefined ? undefined : eq(rooms.seatMapRevision, revision),
        ),
      )
      .returning({ revision: rooms.seatMapRevision });
    return row?.revision;
  },

  async findBackground(db: Executor, id: string) {
    const [row] = await db.select({ svg: rooms.backgroundSvg }).from(rooms).where(eq(rooms.id, id)).limit(1);
    return row;
  },

  async saveBackground(db: Executor, id: string, svg: string | null) {
    const where = svg === null ? eq(rooms.id, id) : and(eq(rooms.id, id), eq(rooms.kind, 'placed'));
    const rows = await db
      .update(rooms)
      .set({ backgroundSvg: svg, updatedAt: new Date() })
      .where(where)
      .returning({ id: rooms.id });
    return rows.length > 0;
  },
};
