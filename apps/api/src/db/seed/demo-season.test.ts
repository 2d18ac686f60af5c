import { beforeAll, describe, expect, it } from 'vitest';
import { events, pricings, shows } from '../schema';
import { useTestApp } from '../../test/use-test-app';
import { requests } from '../../test/requests';
import { insertPlacedRoom, insertUnplacedRoom, seatMapOf } from '../../modules/pricings/test-helpers';
import { seedDemoCatalogue } from './seed-catalogue';
import { seedDemoSeason } from './demo-season';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoCatalogue(t.database.db);
});

describe('demo season', () => {
  it('waits for the demo rooms, saying so', async () => {
    const messages: string[] = [];
    const log = { info: (_: object, message: string) => void messages.push(message) };
    expect(await seedDemoSeason(t.database.db, log)).toBe(false);
    expect(messages).toEqual(['demo season skipped: the demo rooms are not there yet']);
  });

  it('seeds 40 shows and about 200 events whose pricings cover every seat, once', async () => {
    const db = t.database.db;
    await insertPlacedRoom(db, 'Théâtre du Rivage', seatMapOf(3, 10, 30));
    await insertPlacedRoom(db, 'Auditorium des Tilleuls', seatMapOf(4, 20, 30));
    await insertPlacedRoom(db, 'Arena Confluence', seatMapOf(10, 20, 100));
    await insertUnplacedRoom(db, 'Le Hangar', [
      { id: 'fosse', name: 'Fosse', capacity: 400 },
      { id: 'mezzanine', name: 'Mezzanine', capacity: 100 },
    ]);
    const started = performance.now();
    expect(await seedDemoSeason(db)).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await db.$count(shows)).toBe(40);
    const eventCount = await db.$count(events);
    expect(eventCount).toBeGreaterThanOrEqual(190);
    expect(eventCount).toBeLessThanOrEqual(220);
    expect(await seedDemoSeason(db)).toBe(false);
    expect(await db.$count(shows)).toBe(40);

    const api = requests(t);
    const manager = api.as('SHOW_MANAGER');
    for (const p of (await manager.get('/api/pricings')).body.data) {
      const mapping = (await manager.get(`/api/pricings/${p.id}/seat-categories`)).body.data;
      expect(mapping.assignedCount).toBe(mapping.roomSeatCount);
      expect(p.categories.length).toBeGreaterThanOrEqual(2);
      expect(p.categories.length).toBeLessThanOrEqual(4);
      expect(p.priceLevels).toHaveLength(p.categories.length * 3);
    }
    expect(await db.$count(pricings)).toBe(4);
    expect((await manager.get('/api/shows?status=archived')).body.meta.total).toBe(2);
    expect((await api.as('PRODUCER').get('/api/shows')).body.meta.total).toBeGreaterThanOrEqual(5);
    expect((await api.as('ARTIST').get('/api/shows')).body.meta.total).toBeGreaterThanOrEqual(2);
    const first = (await manager.get('/api/shows?pageSize=10')).body.data[0];
    expect(Date.parse(first.firstEventAt)).toBeGreaterThan(Date.now());
  });
});
