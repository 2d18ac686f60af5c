import { describe, expect, it } from 'vitest';
import { englishText } from '@encore/shared/validation/message-key';
import type { Show } from '@encore/shared/shows/show.schema';
import { emptyShowValues, showInputOf, showValueIssues, showValuesOf } from './show-values';

/** The form's messages (keys with their parameters) as the English interface shows them. */
const inEnglish = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, englishText(message)]));
const issuesOf = (...args: Parameters<typeof showValueIssues>) => inEnglish(showValueIssues(...args));
const uuid = (n: number) => `7d1f3c0e-4b7a-4c8e-9a55-0f0e7b1e2c1${n}`;

const show: Show = {
  id: uuid(0),
  name: 'Le Cid',
  subtitle: null,
  description: 'Tragi-comédie',
  subDescription: null,
  categoryIds: [uuid(1)],
  artistIds: [uuid(2)],
  producerId: uuid(3),
  producerName: 'Prod',
  roomId: uuid(4),
  roomName: 'Salle',
  durationMinutes: 150,
  salesChannelIds: [],
  pricingId: null,
  poster: null,
  status: 'archived',
  dates: [{ date: '2030-05-02', times: ['15:00', '20:30'] }],
  eventCount: 2,
  firstEventAt: null,
  lastEventAt: null,
  nextEventAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('show form values', () => {
  it('round-trips a show through the form values to the API body', () => {
    const values = showValuesOf(show);
    expect(values.subtitle).toBe('');
    expect(showInputOf(values)).toEqual({
      name: 'Le Cid',
      subtitle: '',
      description: 'Tragi-comédie',
      subDescription: '',
      categoryIds: [uuid(1)],
      artistIds: [uuid(2)],
      producerId: uuid(3),
      roomId: uuid(4),
      durationMinutes: 150,
      salesChannelIds: [],
      pricingId: null,
      poster: null,
      status: 'archived',
      dates: [{ date: '2030-05-02', times: ['15:00', '20:30'] }],
    });
    expect(issuesOf(values)).toEqual({});
  });

  it('sorts dates and times and trims texts', () => {
    const values = {
      ...showValuesOf(show),
      name: '  Le Cid ',
      dates: [
        { date: '2030-05-04', times: ['20:30', '15:00'] },
        { date: '2030-05-02', times: ['18:00'] },
      ],
    };
    const input = showInputOf(values);
    expect(input.name).toBe('Le Cid');
    expect(input.dates).toEqual([
      { date: '2030-05-02', times: ['18:00'] },
      { date: '2030-05-04', times: ['15:00', '20:30'] },
    ]);
  });

  it("reports the spec's messages on an empty form", () => {
    expect(issuesOf({ ...emptyShowValues(), durationMinutes: '' })).toEqual({
      name: 'Required field',
      producerId: 'Required field',
      roomId: 'Required field',
      durationMinutes: 'The duration must be between 1 and 1,440 minutes',
      dates: 'Please select at least one date',
    });
  });

  it('reports a day without time under that day', () => {
    const values = { ...showValuesOf(show), dates: [{ date: '2030-05-02', times: [] }] };
    expect(issuesOf(values)).toEqual({ 'dates.0.times': 'Please select at least one time' });
  });

  it('presets the producer of a producer account', () => {
    expect(emptyShowValues(uuid(3)).producerId).toBe(uuid(3));
  });
});
