import type { RoleName } from '@encore/shared/auth/permissions';
import { createIdFactory, generateSeatBlock } from '@encore/shared/rooms/seat-block';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { bearer, type TestContext } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests with any body and headers (raw files, conditional GETs) whose answers may not be JSON. */
export function rawRequests(t: TestContext) {
  const tokens = new Map<RoleName, Promise<string>>();
  const token = (role: RoleName) => {
    if (!tokens.has(role))
      tokens.set(
        role,
        t.login(role).then((s) => s.token),
      );
    return tokens.get(role)!;
  };
  return async (
    role: RoleName | null,
    method: Method,
    url: string,
    options: { body?: string | object; headers?: Record<string, string> } = {},
  ) => {
    const auth = role ? bearer(await token(role)) : {};
    const res = await t.app.inject({
      method,
      url,
      headers: { ...auth, ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
    const json = () => res.json();
    return { status: res.statusCode, text: res.body, headers: res.headers, json };
  };
}

/** A map of `blocks` areas of rows x seats. */
export function buildMap(blocks: number, rows: number, seatsPerRow: number): SeatMap {
  const nextId = createIdFactory([]);
  const map: SeatMap = { version: 1, seatRadius: 8, background: null, areas: [], rows: [], seats: [] };
  for (let b = 0; b < blocks; b++) {
    const areaId = nextId('area');
    map.areas.push({ id: areaId, name: `Bloc ${b + 1}`, colour: '#1c7ed6' });
    const block = generateSeatBlock(
      {
        areaId,
        x: (b % 10) * 900,
        y: Math.floor(b / 10) * 900,
        rows,
        seatsPerRow,
        seatSpacing: 20,
        rowSpacing: 24,
        rowLabels: 'letters',
        numbering: 'ltr',
      },
      nextId,
    );
    map.rows.push(...block.rows);
    map.seats.push(...block.seats);
  }
  return map;
}
