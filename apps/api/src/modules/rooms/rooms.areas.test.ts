import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;

// A pricing maps an unplaced room's areas by id: two areas with one id could not be priced apart.
describe('general-admission areas', () => {
  it('refuses two areas with the same id, on create and on update', async () => {
    const manager = api.as('SHOW_MANAGER');
    const twins = [
      { id: 'fosse', name: 'Fosse', capacity: 100 },
      { id: 'fosse', name: 'Balcon', capacity: 50 },
    ];
    const created = await manager.post('/api/rooms', { name: 'Le Hangar', kind: 'unplaced', gaAreas: twins });
    expect(created.status).toBe(400);
    expect(fieldErrors(created.body)).toEqual({ 'gaAreas.1.id': 'Two areas have the same id' });
    const room = await manager.post('/api/rooms', {
      name: 'Le Hangar',
      kind: 'unplaced',
      gaAreas: [twins[0]],
    });
    expect(room.status).toBe(201);
    const updated = await manager.patch(`/api/rooms/${room.body.data.id}`, { gaAreas: twins });
    expect(updated.status).toBe(400);
    expect(fieldErrors(updated.body)).toEqual({ 'gaAreas.1.id': 'Two areas have the same id' });
  });
});
