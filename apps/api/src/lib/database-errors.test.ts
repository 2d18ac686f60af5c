import { beforeAll, describe, expect, it } from 'vitest';
import { showBody, showFixtures, type ShowFixtures } from '../modules/shows/test-fixtures';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
});

// PostgreSQL refuses U+0000 in text (22021) and in jsonb (22P05): those answered 500 on every module.
describe('a NUL character in a text', () => {
  it('answers 400 E00002, never 500, in searches, names and JSON columns', async () => {
    const manager = api.as('SHOW_MANAGER');
    for (const res of [
      await manager.get('/api/shows?search=a%00b'),
      await manager.get('/api/rooms?search=a%00b'),
      await manager.get('/api/pricings?search=a%00b'),
      await manager.post('/api/shows', showBody(f, { name: 'Le\u0000Cid' })),
      await manager.post('/api/rooms', { name: 'Sal\u0000le', kind: 'placed' }),
      await manager.post('/api/pricings', { name: 'Tar\u0000if', roomId: f.theatreId }),
      await manager.post('/api/rooms', {
        name: 'Hangar',
        kind: 'unplaced',
        gaAreas: [{ id: 'a', name: 'Fos\u0000se', capacity: 3 }],
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'E00002', message: 'Text cannot contain a NUL character' });
    }
  });
});
