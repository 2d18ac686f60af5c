import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
});

// Year 9999 plus a duration (or the list's next day) is past PostgreSQL's timestamp input: it was a 500.
describe('show dates out of range', () => {
  it('answers 400 on the field, never 500, on every path that takes a date', async () => {
    const manager = api.as('SHOW_MANAGER');
    const far = [{ date: '9999-12-31', times: ['23:59'] }];
    const created = await manager.post('/api/shows', showBody(f, { dates: far }));
    expect(created.status).toBe(400);
    expect(created.body.error.details).toEqual([
      { path: 'dates.0.date', code: 'shows.invalidDate', params: {}, message: 'Invalid date' },
    ]);
    const show = (await manager.post('/api/shows', showBody(f))).body.data;
    for (const res of [
      await manager.patch(`/api/shows/${show.id}`, { dates: far }),
      await manager.post(`/api/shows/${show.id}/events`, { date: '9999-12-31', time: '23:59' }),
      await manager.post(`/api/shows/${show.id}/events`, { date: '1900-01-01', time: '20:00' }),
      await manager.get('/api/shows?dateFrom=9999-12-31&dateTo=9999-12-31'),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('E00002');
    }
    expect((await manager.get(`/api/shows/${show.id}/events`)).body.data).toHaveLength(1);
  });
});
