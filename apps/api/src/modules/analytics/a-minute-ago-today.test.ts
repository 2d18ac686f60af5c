import { describe, expect, it } from 'vitest';
import { aMinuteAgoToday } from './test-sales';

// The analytics tests write one order "a minute ago" and read today's figures: run in the first minute
// after midnight in Paris, that order fell on yesterday and the figures came out short.
describe('the test orders written a minute ago', () => {
  it('stay on today in France, even in the first minute after midnight there', () => {
    const justAfterMidnight = new Date('2026-11-24T23:00:30Z'); // 00:00:30 in Paris (winter time)
    expect(aMinuteAgoToday(justAfterMidnight)).toEqual(justAfterMidnight);
    const afternoon = new Date('2026-11-24T14:00:00Z');
    expect(aMinuteAgoToday(afternoon)).toEqual(new Date('2026-11-24T13:59:00Z'));
  });
});
