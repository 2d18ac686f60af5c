import { describe, expect, it } from 'vitest';
import { seatMapSchema, type SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { useTestApp } from '../../test/use-test-app';
import { demoRoomNames, seedDemoRooms } from './demo-rooms';

const t = useTestApp();
const api = t.api;

interface Listed {
  id: string;
  name: string;
  kind: string;
  capacity: number;
  gaAreas: { id: string; capacity: number }[];
  hasBackground: boolean;
}

describe('demo rooms', () => {
  it('seeds the four demo rooms once, with valid seat maps of the announced sizes', async () => {
    const started = performance.now();
    expect(await seedDemoRooms(t.database.db)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await seedDemoRooms(t.database.db)).toBe(false);
    const list = (await api.as('BOX_OFFICE').get('/api/rooms?sort=name')).body.data as Listed[];
    const byName = new Map(list.map((r) => [r.name, r]));
    expect([...byName.keys()].sort()).toEqual(Object.values(demoRoomNames).sort());
    expect(byName.get('Le Hangar')).toMatchObject({ kind: 'unplaced', capacity: 500 });
    const sizes = {
      'Théâtre du Rivage': [850, 950],
      'Auditorium des Tilleuls': [2400, 2600],
      'Arena Confluence': [19_000, 21_000],
    };
    for (const [name, [min, max]] of Object.entries(sizes)) {
      const room = byName.get(name)!;
      expect(room.kind).toBe('placed');
      const standing = room.gaAreas.reduce((n, a) => n + a.capacity, 0);
      expect(room.capacity - standing).toBeGreaterThanOrEqual(min!);
      expect(room.capacity - standing).toBeLessThanOrEqual(max!);
      const { map } = (await api.as('BOX_OFFICE').get(`/api/rooms/${room.id}/seat-map`)).body.data as {
        map: SeatMap;
      };
      expect(seatMapSchema.safeParse(map).success).toBe(true);
      expect(map.seats).toHaveLength(room.capacity - standing);
    }
    // The arena's pit is sold by quantity beside its seats.
    expect(byName.get('Arena Confluence')!.gaAreas).toEqual([{ id: 'fosse', name: 'Fosse', capacity: 2000 }]);
    const theatre = byName.get('Théâtre du Rivage')!;
    expect(theatre.hasBackground).toBe(true);
    const { map } = (await api.as('ADMIN').get(`/api/rooms/${theatre.id}/seat-map`)).body.data as {
      map: SeatMap;
    };
    expect(map.areas.map((a) => a.name)).toEqual(['Orchestre', 'Corbeille', 'Balcon']);
    // Odd numbers on one side of the centre aisle, even on the other; rows curve towards the stage.
    const rowA = map.seats.filter((s) => s.rowId === map.rows[0]!.id);
    expect(rowA.slice(0, 3).map((s) => s.label)).toEqual(['29', '27', '25']);
    expect(rowA.slice(-2).map((s) => s.label)).toEqual(['28', '30']);
    expect(rowA[0]!.y).toBeLessThan(rowA[15]!.y);
  });
});
