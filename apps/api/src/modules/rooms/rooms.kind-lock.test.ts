import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;

const gaAreas = [{ id: 'fosse', name: 'Fosse', capacity: 300 }];

describe('the kind of a room', () => {
  it('cannot change while a pricing maps its seats, and can once the pricing is gone', async () => {
    const manager = api.as('SHOW_MANAGER');
    const room = (await manager.post('/api/rooms', { name: 'Salle Gaveau', kind: 'placed' })).body.data;
    const pricing = (await manager.post('/api/pricings', { name: 'Tarifs Gaveau', roomId: room.id })).body
      .data;
    const refused = await manager.patch(`/api/rooms/${room.id}`, { kind: 'unplaced', gaAreas });
    expect(refused.status).toBe(409);
    expect(fieldErrors(refused.body)).toEqual({ kind: 'The kind of a room with pricings cannot change' });
    expect((await manager.get(`/api/rooms/${room.id}`)).body.data.kind).toBe('placed');

    expect((await manager.delete(`/api/pricings/${pricing.id}`)).status).toBe(200);
    const changed = await manager.patch(`/api/rooms/${room.id}`, { kind: 'unplaced', gaAreas });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ kind: 'unplaced', capacity: 300 });
  });

  it('still answers 404 for an unknown room inside the locked update', async () => {
    const res = await api
      .as('SHOW_MANAGER')
      .patch('/api/rooms/00000000-0000-4000-8000-000000000000', { name: 'Nulle part' });
    expect(res.status).toBe(404);
  });
});
