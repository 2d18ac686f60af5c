import { beforeAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
});

describe(`concurrent events in one room (${usesPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly one of 20 parallel overlapping creations win', async () => {
    const manager = api.as('SHOW_MANAGER');
    const shows = [];
    for (let i = 0; i < 20; i++)
      shows.push(
        (
          await manager.post(
            '/api/shows',
            showBody(f, {
              name: `Concurrent ${i}`,
              dates: [{ date: `2027-09-${String(i + 1).padStart(2, '0')}`, times: ['10:00'] }],
            }),
          )
        ).body.data,
      );
    // 20 different shows, 20 starts 5 minutes apart on one evening: every pair overlaps (2 h each).
    const results = await Promise.all(
      shows.map((s, i) =>
        manager.post(`/api/shows/${s.id}/events`, {
          date: '2027-10-01',
          time: `20:${String(i * 2).padStart(2, '0')}`,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'E02001')).toBe(true);
    const evening = await manager.get('/api/shows?dateFrom=2027-10-01&dateTo=2027-10-01');
    expect(evening.body.meta.total).toBe(1);
  });
});
