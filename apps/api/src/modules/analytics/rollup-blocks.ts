/**
 * The day blocks of sales_rollup (db/schema/sales-rollup.ts): 4, 16, 64 and 256 days aligned on day
 * numbers counted from 1900-01-01, the same numbering as the roll-up's SQL (`rollupBlockStart`).
 */
export const rollupEpoch = '1900-01-01';
export const dimensionGrains = [256, 64, 16, 4] as const;
/** Base rows exist per single day too. */
export const baseGrains = [256, 64, 16, 4, 1] as const;

const epochMs = Date.parse(`${rollupEpoch}T00:00:00Z`);
const dayNumber = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - epochMs) / 86_400_000);
const dayOf = (n: number) => new Date(epochMs + n * 86_400_000).toISOString().slice(0, 10);

export interface Block {
  grain: number;
  start: string;
}

/**
 * [from, to] (both included) as the fewest aligned blocks of `grains` (largest first), and the days no
 * block covers (at most the smallest grain minus one at each end).
 */
export function coverDays(from: string, to: string, grains: readonly number[]) {
  const blocks: Block[] = [];
  const days: string[] = [];
  const end = dayNumber(to);
  for (let p = dayNumber(from); p <= end;) {
    const grain = grains.find((g) => p % g === 0 && p + g - 1 <= end);
    if (grain) {
      blocks.push({ grain, start: dayOf(p) });
      p += grain;
    } else {
      days.push(dayOf(p));
      p += 1;
    }
  }
  return { blocks, days };
}
