import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { showBody, showFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
beforeAll(async () => {
  const f = await showFixtures(t);
  const make = async (name: string, dates: { date: string; times: string[] }[], past?: Date) => {
    const res = await api.as('SHOW_MANAGER').post('/api/shows', showBody(f, { name, dates }));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    // The API only schedules ahead: its first event is moved into the past afterwards.
    if (past) {
      const [first] = await t.database.db
        .select()
        .from(events)
        .where(eq(events.showId, res.body.data.id))
        .orderBy(events.startsAt)
        .limit(1);
      await t.database.db.update(events).set({ startsAt: past }).where(eq(events.id, first!.id));
    }
  };
  // First date past, next one in June: sorted by June, not by 2020.
  await make(
    'Reprise',
    [
      { date: '2027-01-10', times: ['20:00'] },
      { date: '2027-06-10', times: ['20:00'] },
    ],
    new Date('2020-01-10T19:00:00Z'),
  );
  await make('Création', [{ date: '2027-03-01', times: ['20:00'] }]);
  // Only a past date: nothing to come, last whichever the direction.
  await make('Dernière', [{ date: '2027-02-01', times: ['20:00'] }], new Date('2020-02-01T19:00:00Z'));
});

const list = async (query: string) =>
  (await api.as('SHOW_MANAGER').get(`/api/shows?${query}`)).body.data as {
    name: string;
    firstEventAt: string | null;
    nextEventAt: string | null;
  }[];
const names = async (query: string) => (await list(query)).map((s) => s.name);

describe('show list by next date', () => {
  it('gives each show its next upcoming event, null when all are past', async () => {
    const shows = Object.fromEntries((await list('sort=name')).map((s) => [s.name, s]));
    expect(shows.Reprise).toMatchObject({
      firstEventAt: '2020-01-10T19:00:00.000Z',
      nextEventAt: '2027-06-10T18:00:00.000Z',
    });
    expect(shows['Création']!.nextEventAt).toBe('2027-03-01T19:00:00.000Z');
    expect(shows['Dernière']).toMatchObject({ firstEventAt: '2020-02-01T19:00:00.000Z', nextEventAt: null });
  });

  it('sorts by the next event, shows with none last in both directions', async () => {
    expect(await names('sort=firstEventAt')).toEqual(['Reprise', 'Dernière', 'Création']);
    expect(await names('sort=nextEventAt')).toEqual(['Création', 'Reprise', 'Dernière']);
    expect(await names('sort=-nextEventAt')).toEqual(['Reprise', 'Création', 'Dernière']);
  });
});
