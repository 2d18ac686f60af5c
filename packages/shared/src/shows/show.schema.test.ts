import type { MessageIssue } from '../validation/issue-message';
import { englishOfIssue } from '../validation/issue-message';
import { describe, expect, it } from 'vitest';
import { eventCreateSchema } from './event.schema';
import { showCreateSchema, showListQuerySchema } from './show.schema';

const messages = (result: {
  success: boolean;
  error?: { issues: (MessageIssue & { path: PropertyKey[] })[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), englishOfIssue(i)]));

const uuid = '7d1f3c0e-4b7a-4c8e-9a55-0f0e7b1e2c11';
const valid = { name: 'Le Cid', producerId: uuid, roomId: uuid, durationMinutes: 120 };

describe('show schemas', () => {
  it("asks for at least one date with the spec's message", () => {
    expect(messages(showCreateSchema.safeParse(valid))).toEqual({ dates: 'Please select at least one date' });
    expect(messages(showCreateSchema.safeParse({ ...valid, dates: [] }))).toEqual({
      dates: 'Please select at least one date',
    });
  });

  it('checks each date and its times', () => {
    const result = showCreateSchema.safeParse({
      ...valid,
      dates: [
        { date: '2026-02-30', times: ['20:00'] },
        { date: '2026-03-01', times: [] },
        { date: '2026-03-02', times: ['24:00', '20:00', '20:00'] },
        { date: '2026-03-01', times: ['15:00'] },
      ],
    });
    expect(messages(result)).toEqual({
      'dates.0.date': 'Invalid date',
      'dates.1.times': 'Please select at least one time',
      'dates.2.times.0': 'Invalid time',
      'dates.2.times.2': 'This time is selected twice',
      'dates.3.date': 'This date is selected twice',
    });
  });

  it('refuses dates outside the years a show may name (9999 once answered 500)', () => {
    for (const date of ['1999-12-31', '2100-01-01', '9999-12-31', '0100-01-01'])
      expect(messages(showCreateSchema.safeParse({ ...valid, dates: [{ date, times: ['20:00'] }] }))).toEqual(
        { 'dates.0.date': 'Invalid date' },
      );
    expect(
      showCreateSchema.safeParse({ ...valid, dates: [{ date: '2099-12-31', times: ['23:59'] }] }).success,
    ).toBe(true);
    expect(messages(showListQuerySchema.safeParse({ dateTo: '9999-12-31' }))).toEqual({
      dateTo: 'Invalid date',
    });
  });

  it('fills defaults and validates the other fields', () => {
    const parsed = showCreateSchema.parse({ ...valid, dates: [{ date: '2026-05-01', times: ['20:30'] }] });
    expect(parsed).toMatchObject({ status: 'published', categoryIds: [], pricingId: null });
    const bad = showCreateSchema.safeParse({
      name: 'Le',
      durationMinutes: 0,
      dates: [{ date: '2026-05-01', times: ['20:30'] }],
    });
    expect(messages(bad)).toEqual({
      name: 'Field must be at least 3 characters',
      producerId: 'Required field',
      roomId: 'Required field',
      durationMinutes: 'The duration must be between 1 and 1,440 minutes',
    });
  });

  it('accepts one event or many', () => {
    expect(eventCreateSchema.parse({ date: '2026-05-01', time: '20:30' })).toEqual({
      dates: [{ date: '2026-05-01', times: ['20:30'] }],
    });
    expect(messages(eventCreateSchema.safeParse({ date: '2026-05-01' }))).toEqual({
      'dates.0.times': 'Please select at least one time',
    });
    expect(messages(eventCreateSchema.safeParse({}))).toEqual({ dates: 'Please select at least one date' });
  });

  it('filters lists by date range, status, category and producer', () => {
    expect(
      showListQuerySchema.parse({ dateFrom: '2026-05-01', status: 'archived', categoryId: uuid }),
    ).toMatchObject({
      dateFrom: '2026-05-01',
      status: 'archived',
    });
    expect(showListQuerySchema.safeParse({ dateTo: '2026-5-1' }).success).toBe(false);
  });
});
