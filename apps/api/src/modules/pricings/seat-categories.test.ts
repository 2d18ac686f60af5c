import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rooms } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';
import { insertPlacedRoom, insertUnplacedRoom, putAs, seatMapOf } from './test-helpers';

const t = useTestApp();
const api = t.api;
let put: ReturnType<typeof putAs>;
beforeAll(async () => {
  put = putAs(t);
});

const url = '/api/pricings';
const manager = () => api.as('SHOW_MANAGER');
async function pricingFor(roomId: string, categories: string[]) {
  const p = (await manager().post(url, { name: 'Plan de salle', roomId })).body.data;
  let last = p;
  for (const name of categories)
    last = (await manager().post(`${url}/${p.id}/categories`, { name })).body.data;
  return { id: p.id as string, categoryIds: last.categories.map((c: { id: string }) => c.id) as string[] };
}

describe('seat to category mapping', () => {
  it('saves and reloads the mapping of a 20,000-seat arena, assigned by area', async () => {
    const map = seatMapOf(4, 50, 100);
    const room = await insertPlacedRoom(t.database.db, 'Arena test', map);
    const { id, categoryIds } = await pricingFor(room.id, ['Fosse', 'Cat 1', 'Cat 2', 'Cat 3']);
    const areaOfRow = new Map(map.rows.map((r) => [r.id, Number(r.areaId.slice(1))]));
    const seats = Object.fromEntries(map.seats.map((s) => [s.id, categoryIds[areaOfRow.get(s.rowId)!]!]));
    expect(Object.keys(seats)).toHaveLength(20_000);
    // Indented, the body is well above the 1 MiB limit of other routes.
    const body = JSON.stringify({ seats }, null, 2);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const saved = await put('SHOW_MANAGER', `${url}/${id}/seat-categories`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ assignedCount: 20_000, roomSeatCount: 20_000 });
    const reloaded = await manager().get(`${url}/${id}/seat-categories`);
    expect(reloaded.body.data.seats).toEqual(seats);
    const pricing = (await manager().get(`${url}/${id}`)).body.data;
    expect(pricing.categories.map((c: { seatCount: number }) => c.seatCount)).toEqual([
      5000, 5000, 5000, 5000,
    ]);

    // Removing a category unassigns its seats; the others keep theirs.
    await manager().delete(`${url}/${id}/categories/${categoryIds[0]}`);
    const after = (await manager().get(`${url}/${id}/seat-categories`)).body.data;
    expect(after.assignedCount).toBe(15_000);
    expect(after.seats['a0r0s0']).toBeUndefined();
    expect(after.seats['a1r0s0']).toBe(categoryIds[1]);
  });

  it('refuses seats outside the room and categories outside the pricing, changing nothing', async () => {
    const room = await insertPlacedRoom(t.database.db, 'Petite salle', seatMapOf(1, 1, 4));
    const { id, categoryIds } = await pricingFor(room.id, ['Unique']);
    const other = await pricingFor(room.id, ['Ailleurs']);
    const ok = await put('SHOW_MANAGER', `${url}/${id}/seat-categories`, {
      seats: { a0r0s0: categoryIds[0] },
    });
    expect(ok.body.data.assignedCount).toBe(1);
    const bad = await put('SHOW_MANAGER', `${url}/${id}/seat-categories`, {
      seats: { a0r0s1: categoryIds[0], ghost: categoryIds[0], a0r0s2: other.categoryIds[0] },
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({
      'seats.ghost': 'This seat is not in the room',
      'seats.a0r0s2': 'Category not available',
    });
    expect((await manager().get(`${url}/${id}/seat-categories`)).body.data.seats).toEqual({
      a0r0s0: categoryIds[0],
    });
    // A seat removed from the room's map since is no longer reported as assigned.
    const smaller = seatMapOf(1, 1, 4);
    smaller.seats = smaller.seats.filter((s) => s.id !== 'a0r0s0');
    await t.database.db
      .update(rooms)
      .set({ seatMapJson: JSON.stringify(smaller), capacity: 3 })
      .where(eq(rooms.id, room.id));
    expect((await manager().get(`${url}/${id}/seat-categories`)).body.data).toEqual({
      seats: {},
      assignedCount: 0,
      roomSeatCount: 3,
    });
    const missing = await put('SHOW_MANAGER', `${url}/${crypto.randomUUID()}/seat-categories`, { seats: {} });
    expect(missing.status).toBe(404);
  });

  it('maps the general-admission areas of an unplaced room', async () => {
    const room = await insertUnplacedRoom(t.database.db, 'Hangar', [
      { id: 'fosse', name: 'Fosse', capacity: 400 },
      { id: 'balcon', name: 'Balcon', capacity: 100 },
    ]);
    const { id, categoryIds } = await pricingFor(room.id, ['Debout', 'Assis']);
    const seats = { fosse: categoryIds[0]!, balcon: categoryIds[1]! };
    const saved = await put('SHOW_MANAGER', `${url}/${id}/seat-categories`, { seats });
    expect(saved.body.data).toEqual({ seats, assignedCount: 2, roomSeatCount: 2 });
    expect((await manager().get(`${url}/${id}`)).body.data).toMatchObject({
      roomKind: 'unplaced',
      roomSeatCount: 2,
    });
  });
});
