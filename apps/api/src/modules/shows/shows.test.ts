import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

/** The message key of each field's first error (the web translates it: 'Format invalide' in French). */
const codesOf = (body: { error: { details?: { path: string; code: string }[] } }) =>
  Object.fromEntries((body.error.details ?? []).reverse().map((d) => [d.path, d.code]));
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
});

const url = '/api/shows';
const manager = () => api.as('SHOW_MANAGER');

describe('shows', () => {
  it('creates a show with three dates and two times each: six events', async () => {
    const created = await manager().post(url, {
      ...showBody(f),
      subtitle: 'Comédie en cinq actes',
      description: 'Alceste hait l’hypocrisie.',
      categoryIds: [f.categoryIds[0]],
      artistIds: [f.ownArtistId, f.otherArtistId],
      salesChannelIds: [f.webChannelId],
      dates: [
        { date: '2027-03-12', times: ['20:30', '15:00'] },
        { date: '2027-03-10', times: ['15:00', '20:30'] },
        { date: '2027-03-11', times: ['15:00', '20:30'] },
      ],
    });
    expect(created.status).toBe(201);
    const show = created.body.data;
    expect(show).toMatchObject({
      name: 'Le Misanthrope',
      subtitle: 'Comédie en cinq actes',
      subDescription: null,
      producerId: f.ownProducerId,
      producerName: 'Les Tréteaux de Lune',
      roomName: 'Théâtre test',
      categoryIds: [f.categoryIds[0]],
      salesChannelIds: [f.webChannelId],
      status: 'published',
      pricingId: null,
      poster: null,
      eventCount: 6,
      firstEventAt: '2027-03-10T14:00:00.000Z',
      lastEventAt: '2027-03-12T19:30:00.000Z',
    });
    expect(show.artistIds.sort()).toEqual([f.ownArtistId, f.otherArtistId].sort());
    expect(show.dates).toEqual(
      ['2027-03-10', '2027-03-11', '2027-03-12'].map((date) => ({ date, times: ['15:00', '20:30'] })),
    );
    const events = await manager().get(`${url}/${show.id}/events`);
    expect(events.body.data).toHaveLength(6);
    expect(events.body.data[0]).toMatchObject({
      date: '2027-03-10',
      time: '15:00',
      capacity: 100,
      held: 0,
      sold: 0,
    });
    expect(events.body.data[0].endsAt).toBe('2027-03-10T16:00:00.000Z');
  });

  it("refuses an invalid form with the spec's messages", async () => {
    const res = await manager().post(url, { ...showBody(f), name: 'Le', dates: [], durationMinutes: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'E00002',
      message: 'Invalid form. Please check all fields',
    });
    expect(fieldErrors(res.body)).toEqual({
      name: 'Field must be at least 3 characters',
      durationMinutes: 'The duration must be between 1 and 1,440 minutes',
      dates: 'Please select at least one date',
    });
    const pricing = (await manager().post('/api/pricings', { name: 'Hangar', roomId: f.hangarId })).body.data;
    const otherRoom = await manager().post(
      url,
      showBody(f, { pricingId: pricing.id, dates: [{ date: '2027-01-02', times: ['20:00'] }] }),
    );
    expect(fieldErrors(otherRoom.body)).toEqual({ pricingId: 'This pricing is for another room' });
    const noRoom = await manager().post(url, showBody(f, { roomId: crypto.randomUUID() }));
    expect(fieldErrors(noRoom.body)).toEqual({ roomId: 'Room not found' });
  });

  it('asks for a missing producer or room, and says a malformed one is malformed, on creation and edit', async () => {
    const missing = await manager().post(url, showBody(f, { producerId: undefined, roomId: '' }));
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toEqual({ producerId: 'Required field', roomId: 'Required field' });
    const malformed = await manager().post(url, showBody(f, { producerId: 'treteaux', roomId: 'salle-1' }));
    expect(malformed.status).toBe(400);
    expect(codesOf(malformed.body)).toEqual({
      producerId: 'common.invalidFormat',
      roomId: 'common.invalidFormat',
    });
    expect(fieldErrors(malformed.body)).toEqual({ producerId: 'Invalid format', roomId: 'Invalid format' });
    const show = (
      await manager().post(
        url,
        showBody(f, { name: 'Dom Juan', dates: [{ date: '2027-05-20', times: ['20:00'] }] }),
      )
    ).body.data;
    const edited = await manager().patch(`${url}/${show.id}`, { producerId: 'treteaux', roomId: 'salle-1' });
    expect(edited.status).toBe(400);
    expect(fieldErrors(edited.body)).toEqual({ producerId: 'Invalid format', roomId: 'Invalid format' });
    const emptied = await manager().patch(`${url}/${show.id}`, { roomId: '' });
    expect(fieldErrors(emptied.body)).toEqual({ roomId: 'Required field' });
  });

  it('edits a show, its links and its schedule, and archives it without losing anything', async () => {
    const show = (
      await manager().post(
        url,
        showBody(f, { name: 'Tartuffe', dates: [{ date: '2027-04-01', times: ['20:00'] }] }),
      )
    ).body.data;
    const pricing = (await manager().post('/api/pricings', { name: 'Théâtre', roomId: f.theatreId })).body
      .data;
    const edited = await manager().patch(`${url}/${show.id}`, {
      subtitle: 'ou l’Imposteur',
      pricingId: pricing.id,
      categoryIds: f.categoryIds.slice(0, 2),
      durationMinutes: 150,
      dates: [
        { date: '2027-04-01', times: ['20:00'] },
        { date: '2027-04-02', times: ['15:00', '20:30'] },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      subtitle: 'ou l’Imposteur',
      pricingId: pricing.id,
      eventCount: 3,
    });
    expect(edited.body.data.categoryIds).toHaveLength(2);
    const events = (await manager().get(`${url}/${show.id}/events`)).body.data;
    expect(events.map((e: { endsAt: string }) => e.endsAt)[0]).toBe('2027-04-01T20:30:00.000Z');
    const moved = await manager().patch(`${url}/${show.id}`, { roomId: f.hangarId });
    expect(fieldErrors(moved.body)).toEqual({ pricingId: 'This pricing is for another room' });
    const movedToo = await manager().patch(`${url}/${show.id}`, { roomId: f.hangarId, pricingId: null });
    expect(movedToo.body.data).toMatchObject({ roomName: 'Hangar test', eventCount: 3 });
    const hangarEvents = (await manager().get(`${url}/${show.id}/events`)).body.data;
    expect(hangarEvents.every((e: { capacity: number }) => e.capacity === 500)).toBe(true);
    const archived = await manager().patch(`${url}/${show.id}`, { status: 'archived' });
    expect(archived.body.data).toMatchObject({ status: 'archived', eventCount: 3 });
    expect((await manager().get(`${url}/${show.id}`)).body.data.status).toBe('archived');
    expect((await manager().delete(`${url}/${show.id}`)).status).toBe(200);
    expect((await manager().get(`${url}/${show.id}`)).status).toBe(404);
  });
});
