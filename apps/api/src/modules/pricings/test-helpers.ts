import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import type { RoleName } from '@encore/shared/auth/permissions';
import { bearer, type TestContext } from '../../test/test-app';
import type { Executor } from '../../db/client';
import { rooms } from '../../db/schema';

/**
 * Test rooms written straight into the rooms table (the rooms module owns the HTTP side): a placed room of
 * `areas x rows x seatsPerRow` seats, or an unplaced room with general-admission areas.
 */
export function seatMapOf(areas: number, rowsPerArea: number, seatsPerRow: number): SeatMap {
  const map: SeatMap = { version: 1, seatRadius: 8, background: null, areas: [], rows: [], seats: [] };
  for (let a = 0; a < areas; a++) {
    map.areas.push({ id: `a${a}`, name: `Area ${a}`, colour: '#1c7ed6' });
    for (let r = 0; r < rowsPerArea; r++) {
      const rowId = `a${a}r${r}`;
      map.rows.push({ id: rowId, areaId: `a${a}`, label: String(r + 1) });
      for (let s = 0; s < seatsPerRow; s++)
        map.seats.push({
          id: `${rowId}s${s}`,
          rowId,
          label: String(s + 1),
          x: s * 20,
          y: (a * rowsPerArea + r) * 20,
        });
    }
  }
  return map;
}

export async function insertPlacedRoom(db: Executor, name: string, map: SeatMap) {
  const [row] = await db
    .insert(rooms)
    .values({ name, kind: 'placed', capacity: map.seats.length, seatMapJson: JSON.stringify(map) })
    .returning();
  return row!;
}

export async function insertUnplacedRoom(
  db: Executor,
  name: string,
  areas: { id: string; name: string; capacity: number }[],
) {
  const [row] = await db
    .insert(rooms)
    .values({ name, kind: 'unplaced', gaAreas: areas, capacity: areas.reduce((n, a) => n + a.capacity, 0) })
    .returning();
  return row!;
}

/** PUT as a role (the shared request helpers have no PUT), signing in once per role. */
export function putAs(t: TestContext) {
  const tokens = new Map<RoleName, Promise<string>>();
  return async (role: RoleName, url: string, payload: unknown) => {
    if (!tokens.has(role))
      tokens.set(
        role,
        t.login(role).then((s) => s.token),
      );
    const res = await t.app.inject({
      method: 'PUT',
      url,
      // A string is sent as is (JSON text), e.g. to pass a body of a chosen size.
      headers: { ...bearer(await tokens.get(role)!), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: res.statusCode, body: res.json() };
  };
}
