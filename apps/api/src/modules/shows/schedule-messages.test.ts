import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { showDateTime } from '@encore/shared/shows/show-time';
import { events } from '../../db/schema';
import { fieldErrors } from '../../test/requests';
import { useTestApp } from '../../test/use-test-app';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
});

const yesterday = showDateTime(new Date(Date.now() - 86_400_000)).date;
const nextYear = new Date().getUTCFullYear() + 1;

describe('scheduling says what it does', () => {
  it('refuses a date in the past under the dates, on creation, on edit and on the events page', async () => {
    const manager = api.as('SHOW_MANAGER');
    const created = await manager.post(
      '/api/shows',
      showBody(f, { name: 'Hier', dates: [{ date: yesterday, times: ['20:00'] }] }),
    );
    expect(created.status).toBe(400);
    expect(fieldErrors(created.body)).toEqual({ dates: `This date has passed: ${yesterday} at 20:00` });
    expect(created.body.error.details[0]).toMatchObject({
      code: 'events.inThePast',
      params: { date: yesterday, time: '20:00' },
    });

    const show = await manager.post(
      '/api/shows',
      showBody(f, { name: 'Demain', dates: [{ date: `${nextYear}-02-10`, times: ['20:00'] }] }),
    );
    expect(show.status).toBe(201);
    const added = await manager.post(`/api/shows/${show.body.data.id}/events`, {
      date: yesterday,
      time: '18:00',
    });
    expect(added.status).toBe(400);
    expect(fieldErrors(added.body)).toEqual({ dates: `This date has passed: ${yesterday} at 18:00` });

    // An event already past stays when the show is saved; only new past dates are refused.
    await t.database.db
      .update(events)
      .set({ startsAt: new Date('2020-01-10T19:00:00Z'), endsAt: new Date('2020-01-10T21:00:00Z') })
      .where(eq(events.showId, show.body.data.id));
    const kept = [{ date: '2020-01-10', times: ['20:00'] }];
    const saved = await manager.patch(`/api/shows/${show.body.data.id}`, {
      dates: [...kept, { date: `${nextYear}-02-11`, times: ['20:00'] }],
    });
    expect(saved.status).toBe(200);
    const refused = await manager.patch(`/api/shows/${show.body.data.id}`, {
      dates: [...kept, { date: yesterday, times: ['21:00'] }],
    });
    expect(fieldErrors(refused.body)).toEqual({ dates: `This date has passed: ${yesterday} at 21:00` });
  });

  it('names the show already in the room, its date and time, to those who may read it', async () => {
    const manager = api.as('SHOW_MANAGER');
    const carmen = await manager.post(
      '/api/shows',
      showBody(f, {
        name: 'Carmen',
        producerId: f.otherProducerId,
        dates: [{ date: `${nextYear}-05-12`, times: ['20:00'] }],
      }),
    );
    expect(carmen.status).toBe(201);
    const clash = await manager.post(
      '/api/shows',
      showBody(f, { name: 'Le Cid', dates: [{ date: `${nextYear}-05-12`, times: ['21:00'] }] }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'E02001',
      details: {
        date: `${nextYear}-05-12`,
        time: '21:00',
        other: { showName: 'Carmen', date: `${nextYear}-05-12`, time: '20:00' },
      },
    });

    // A producer may not read another producer's show: told when, not which.
    const producer = await api
      .as('PRODUCER')
      .post(
        '/api/shows',
        showBody(f, { name: 'Le Cid', dates: [{ date: `${nextYear}-05-12`, times: ['19:00'] }] }),
      );
    expect(producer.status).toBe(409);
    expect(producer.body.error.details).toEqual({
      date: `${nextYear}-05-12`,
      time: '19:00',
      other: { date: `${nextYear}-05-12`, time: '20:00' },
    });
  });
});
