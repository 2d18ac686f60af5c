import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';
import { insertPlacedRoom, insertUnplacedRoom, putAs, seatMapOf } from './test-helpers';

const t = useTestApp();
const api = t.api;
let put: ReturnType<typeof putAs>;
let roomId: string;
let gaRoomId: string;
const tax: Record<number, string> = {};
beforeAll(async () => {
  put = putAs(t);
  roomId = (await insertPlacedRoom(t.database.db, 'Salle test', seatMapOf(2, 3, 10))).id;
  gaRoomId = (
    await insertUnplacedRoom(t.database.db, 'Hangar test', [
      { id: 'fosse', name: 'Fosse', capacity: 400 },
      { id: 'mezz', name: 'Mezzanine', capacity: 100 },
    ])
  ).id;
  const taxes = await api.as('SHOW_MANAGER').get('/api/tax-classes?pageSize=100');
  for (const c of taxes.body.data) tax[c.rateBasisPoints] = c.id;
});

const url = '/api/pricings';
const manager = () => api.as('SHOW_MANAGER');
const newPricing = async (name = 'Saison 2026', room = roomId) =>
  (await manager().post(url, { name, roomId: room })).body.data;

describe('pricings', () => {
  it('creates, lists, reads, renames and deletes a pricing', async () => {
    const created = await manager().post(url, { name: 'Tarifs théâtre', roomId });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Tarifs théâtre',
      roomId,
      roomName: 'Salle test',
      roomKind: 'placed',
      roomSeatCount: 60,
      categories: [],
      priceLevels: [],
    });
    const id = created.body.data.id;
    expect((await manager().get(`${url}?search=théâtre`)).body.data.map((p: { id: string }) => p.id)).toEqual(
      [id],
    );
    expect((await manager().get(`${url}?roomId=${gaRoomId}&search=théâtre`)).body.meta.total).toBe(0);
    const renamed = await manager().patch(`${url}/${id}`, { name: 'Tarifs 2027', roomId: gaRoomId });
    expect(renamed.body.data).toMatchObject({ name: 'Tarifs 2027', roomId });
    expect((await manager().delete(`${url}/${id}`)).status).toBe(200);
    const gone = await manager().get(`${url}/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Pricing not found');
  });

  it('validates the pricing itself', async () => {
    const res = await manager().post(url, { name: 'ab' });
    expect(fieldErrors(res.body)).toEqual({
      name: 'Field must be at least 3 characters',
      roomId: 'Required field',
    });
    const emptyRoom = await manager().post(url, { name: 'Nulle part', roomId: '' });
    expect(fieldErrors(emptyRoom.body)).toEqual({ roomId: 'Required field' });
    const malformedRoom = await manager().post(url, { name: 'Nulle part', roomId: 'salle-1' });
    expect(malformedRoom.status).toBe(400);
    expect(malformedRoom.body.error.details).toMatchObject([
      { path: 'roomId', code: 'common.invalidFormat', message: 'Invalid format' },
    ]);
    const unknownRoom = await manager().post(url, { name: 'Nulle part', roomId: crypto.randomUUID() });
    expect(unknownRoom.status).toBe(400);
    expect(fieldErrors(unknownRoom.body)).toEqual({ roomId: 'Room not found' });
  });

  it('adds, edits, reorders and removes categories', async () => {
    const p = await newPricing();
    const empty = await manager().post(`${url}/${p.id}/categories`, { name: '  ' });
    expect(fieldErrors(empty.body)).toEqual({ name: 'Category name is required' });
    const missing = await manager().post(`${url}/${p.id}/categories`, { defaultColour: 'blue' });
    expect(fieldErrors(missing.body)).toEqual({
      name: 'Category name is required',
      defaultColour: 'Invalid colour',
    });
    const first = await manager().post(`${url}/${p.id}/categories`, { name: 'Carré or' });
    expect(first.status).toBe(201);
    expect(first.body.data.categories[0]).toMatchObject({
      name: 'Carré or',
      defaultColour: '#1c7ed6',
      activeColour: '#1864ab',
      textColour: '#ffffff',
      rank: 0,
      seatCount: 0,
    });
    const second = await manager().post(`${url}/${p.id}/categories`, {
      name: 'Catégorie 2',
      defaultColour: '#2f9e44',
      activeColour: '#2b8a3e',
      textColour: '#000000',
    });
    const [a, b] = second.body.data.categories;
    expect(b).toMatchObject({ name: 'Catégorie 2', rank: 1, textColour: '#000000' });
    const edited = await manager().patch(`${url}/${p.id}/categories/${a.id}`, { name: 'Carré OR' });
    expect(edited.body.data.categories[0]).toMatchObject({ name: 'Carré OR', defaultColour: '#1c7ed6' });
    const blank = await manager().patch(`${url}/${p.id}/categories/${a.id}`, { name: '' });
    expect(fieldErrors(blank.body)).toEqual({ name: 'Category name is required' });
    const reordered = await put('SHOW_MANAGER', `${url}/${p.id}/categories/order`, { ids: [b.id, a.id] });
    expect(reordered.body.data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Catégorie 2',
      'Carré OR',
    ]);
    const partial = await put('SHOW_MANAGER', `${url}/${p.id}/categories/order`, { ids: [b.id] });
    expect(partial.status).toBe(400);
    const other = await newPricing('Autre');
    const foreign = await manager().patch(`${url}/${other.id}/categories/${a.id}`, { name: 'Vol' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Category not available');
    const removed = await manager().delete(`${url}/${p.id}/categories/${a.id}`);
    expect(removed.body.data.categories.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect((await manager().delete(`${url}/${p.id}/categories/${a.id}`)).body.error.message).toBe(
      'Category not available',
    );
  });

  it('lets PRODUCER and BOX_OFFICE read pricings but not change them; ARTIST has no access', async () => {
    const { id } = await newPricing();
    const categoryId = (await manager().post(`${url}/${id}/categories`, { name: 'Cat' })).body.data
      .categories[0].id;
    for (const role of ['PRODUCER', 'BOX_OFFICE'] as const) {
      const client = api.as(role);
      expect((await client.get(`${url}/${id}`)).status).toBe(200);
      expect((await client.get(`${url}/${id}/seat-categories`)).status).toBe(200);
      expect((await client.patch(`${url}/${id}`, { name: 'Nope' })).status).toBe(403);
      expect((await client.post(`${url}/${id}/categories`, { name: 'Nope' })).status).toBe(403);
      expect((await client.delete(`${url}/${id}/categories/${categoryId}`)).status).toBe(403);
      expect((await put(role, `${url}/${id}/seat-categories`, { seats: {} })).status).toBe(403);
      expect((await client.post(url, { name: 'Nope', roomId })).status).toBe(403);
    }
    expect((await api.as('ARTIST').get(url)).status).toBe(403);
    expect((await api.anonymous.get(url)).status).toBe(401);
  });
});
