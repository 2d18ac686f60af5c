import { beforeAll, describe, expect, it } from 'vitest';
import { producers, shows } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;

const url = '/api/rooms';
const placed = { name: 'Salle Rameau', kind: 'placed', address: { city: 'Lyon', postalCode: '69001' } };
const club = {
  name: 'La Cave à Jazz',
  kind: 'unplaced',
  address: { city: 'Nantes' },
  gaAreas: [
    { id: 'fosse', name: 'Fosse', capacity: 180 },
    { id: 'bar', name: 'Bar', capacity: 40 },
  ],
};
const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

describe('rooms CRUD', () => {
  it('creates, reads, updates and deletes a placed and an unplaced room', async () => {
    const manager = api.as('SHOW_MANAGER');
    // A placed room may have a standing area beside its seats (an arena's pit): it counts in the capacity.
    const pit = { id: 'pit', name: 'Fosse', capacity: 3 };
    const room = await manager.post(url, { ...placed, gaAreas: [pit] });
    expect(room.status).toBe(201);
    expect(room.body.data).toMatchObject({
      name: 'Salle Rameau',
      kind: 'placed',
      gaAreas: [pit],
      capacity: 3,
      hasBackground: false,
      seatMapRevision: 0,
      address: { city: 'Lyon', postalCode: '69001', street: null },
    });
    const cave = await manager.post(url, club);
    expect(cave.body.data).toMatchObject({ kind: 'unplaced', capacity: 220, gaAreas: club.gaAreas });
    const id = cave.body.data.id;
    const grown = await manager.patch(`${url}/${id}`, {
      gaAreas: [{ id: 'fosse', name: 'Fosse', capacity: 300 }],
      address: { street: '2 rue Kervégan' },
    });
    expect(grown.body.data).toMatchObject({
      capacity: 300,
      address: { city: 'Nantes', street: '2 rue Kervégan' },
    });
    const nowPlaced = await manager.patch(`${url}/${id}`, { kind: 'placed' });
    expect(nowPlaced.body.data).toMatchObject({ kind: 'placed', gaAreas: [], capacity: 0 });
    const back = await manager.patch(`${url}/${id}`, { kind: 'unplaced' });
    expect(back.status).toBe(400);
    expect(fieldErrors(back.body)).toEqual({ gaAreas: 'An unplaced room needs at least one area' });
    expect((await manager.get(`${url}/${id}`)).body.data.name).toBe('La Cave à Jazz');
    expect((await manager.delete(`${url}/${id}`)).body).toEqual({ data: { ok: true } });
    expect((await manager.get(`${url}/${id}`)).status).toBe(404);
    expect((await manager.delete(`${url}/${id}`)).status).toBe(404);
  });

  it('keeps the kind of a room used by a show', async () => {
    const manager = api.as('SHOW_MANAGER');
    const room = (await manager.post(url, { ...placed, name: 'Salle Cortot' })).body.data;
    const [producer] = await t.database.db
      .insert(producers)
      .values({ name: 'Prod', siret: '1', responsibleName: 'A B', responsibleEmail: 'a@b.test' })
      .returning();
    await t.database.db
      .insert(shows)
      .values({ name: 'Récital', producerId: producer!.id, roomId: room.id, durationMinutes: 90 });
    const res = await manager.patch(`${url}/${room.id}`, { kind: 'unplaced', gaAreas: club.gaAreas });
    expect(res.status).toBe(409);
    expect(fieldErrors(res.body)).toEqual({ kind: 'The kind of a room used by a show cannot change' });
    expect((await manager.patch(`${url}/${room.id}`, { name: 'Salle Cortot 2' })).status).toBe(200);
    const used = await manager.delete(`${url}/${room.id}`);
    expect(used.status).toBe(409);
    expect(used.body.error).toMatchObject({ code: 'E00008', message: 'This element is still in use' });
  });

  it('answers the validation messages of the forms', async () => {
    const manager = api.as('SHOW_MANAGER');
    const short = await manager.post(url, { name: 'AB', kind: 'placed', address: { city: 'Ly' } });
    expect(fieldErrors(short.body)).toEqual({
      name: 'Field must be at least 3 characters',
      'address.city': 'Field must be at least 3 characters',
    });
    const noAreas = await manager.post(url, { name: 'Le Hangar bis', kind: 'unplaced' });
    expect(fieldErrors(noAreas.body)).toEqual({ gaAreas: 'An unplaced room needs at least one area' });
    const badAreas = await manager.post(url, {
      ...club,
      gaAreas: [
        { id: 'a', name: 'Fosse', capacity: 0 },
        { id: 'b', name: 'fosse', capacity: 10 },
      ],
    });
    expect(fieldErrors(badAreas.body)).toEqual({
      'gaAreas.0.capacity': 'The capacity must be a whole number between 1 and 200,000',
      'gaAreas.1.name': 'Two areas have the same name',
    });
    const missing = await manager.post(url, { kind: 'placed' });
    expect(missing.body.error).toMatchObject({ code: 'E00003' });
    expect(fieldErrors(missing.body)).toEqual({ name: 'Required field' });
    expect((await manager.post(url, { name: 'Salle X', kind: 'boat' })).status).toBe(400);
    expect((await manager.get(`${url}/not-a-uuid`)).status).toBe(400);
  });
});

describe('rooms list', () => {
  beforeAll(async () => {
    const admin = api.as('ADMIN');
    for (const [name, city] of [
      ['Opéra Garnier', 'Paris'],
      ['Zénith Sud', 'Montpellier'],
      ['auditorium Maurice Ravel', 'Lyon'],
      ['100% Jazz', 'Paris'],
    ])
      await admin.post(url, { name, kind: 'placed', address: { city } });
    await admin.post(url, { ...club, name: 'Le Petit Bain', address: { city: 'Paris' } });
  });

  it('searches name and city, filters by kind and seat map, sorts and pages', async () => {
    const reader = api.as('BOX_OFFICE');
    expect(names((await reader.get(`${url}?search=paris&sort=name`)).body)).toEqual([
      '100% Jazz',
      'Le Petit Bain',
      'Opéra Garnier',
    ]);
    expect(names((await reader.get(`${url}?search=100%25`)).body)).toEqual(['100% Jazz']);
    expect(names((await reader.get(`${url}?search=_`)).body)).toEqual([]);
    expect(names((await reader.get(`${url}?kind=unplaced`)).body)).toEqual(['Le Petit Bain']);
    const sorted = (await reader.get(`${url}?sort=-name&pageSize=10`)).body;
    expect(names(sorted)).toEqual([...names(sorted)].sort((a, b) => b.localeCompare(a, 'en')));
    expect(names(sorted)[names(sorted).length - 1]).toBe('100% Jazz');
    const page2 = (await reader.get(`${url}?sort=name&pageSize=10&page=2`)).body;
    expect(page2.meta).toMatchObject({ page: 2, pageSize: 10 });
    expect(page2.data.length).toBe(Math.max(0, page2.meta.total - 10));
    const byCapacity = (await reader.get(`${url}?sort=-capacity`)).body.data;
    expect(byCapacity[0].name).toBe('Le Petit Bain');
    // No placed room has seats yet: "with a seat map" is empty, "without" is everything.
    expect((await reader.get(`${url}?hasSeatMap=true`)).body.meta.total).toBe(0);
    const without = (await reader.get(`${url}?hasSeatMap=false`)).body.meta.total;
    expect(without).toBe((await reader.get(url)).body.meta.total);
  });

  it('refuses unknown sorts, page sizes and filters with E00002', async () => {
    const reader = api.as('ARTIST');
    for (const query of ['sort=city', 'pageSize=7', 'kind=boat', 'hasSeatMap=yes']) {
      const res = await reader.get(`${url}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('E00002');
    }
  });
});
