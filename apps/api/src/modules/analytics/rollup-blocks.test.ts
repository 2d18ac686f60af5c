import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@encore/shared/analytics/calendar-days';
import { baseGrains, coverDays, dimensionGrains } from './rollup-blocks';

const covered = (from: string, to: string, grains: readonly number[]) => {
  const { blocks, days } = coverDays(from, to, grains);
  return [...blocks.flatMap((b) => daysBetween(b.start, addDays(b.start, b.grain - 1))), ...days].sort();
};

describe('roll-up day blocks', () => {
  it('covers any range exactly once, with a few blocks and at most three loose days at each end', () => {
    for (const [from, to] of [
      ['2025-11-25', '2026-11-24'],
      ['2026-02-27', '2026-03-02'],
      ['2026-01-01', '2026-01-01'],
      ['2024-02-28', '2024-03-01'],
    ] as const) {
      expect(covered(from, to, dimensionGrains)).toEqual(daysBetween(from, to));
      expect(covered(from, to, baseGrains)).toEqual(daysBetween(from, to));
      const { blocks, days } = coverDays(from, to, dimensionGrains);
      expect(days.length).toBeLessThanOrEqual(6);
      expect(blocks.length).toBeLessThanOrEqual(20);
      expect(coverDays(from, to, baseGrains).days).toEqual([]);
    }
  });
});
