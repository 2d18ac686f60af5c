import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import { vatIncludedCents } from '@encore/shared/money';
import { vatLines } from './order-money';
import { vatLinesOfSums } from './item-vat-sql';

const item = (price: number, rate: number, quantity: number, fee = 0) => ({
  unitPriceCents: price,
  vatRateBasisPoints: rate,
  unitVatCents: vatIncludedCents(price, rate),
  unitFeeCents: fee,
  quantity,
});

/**
 * `vatLines` is the journal's sale and cancellation payload (already chained: its bytes must not move)
 * and the one VAT rule of every document (issue 23); its SQL form's lines must give the same.
 */
describe('vatLines', () => {
  const items = [item(1001, 550, 3), item(1001, 550, 7, 150), item(1001, 2000, 4), item(0, 550, 2)];

  it('sums each ticket VAT times the tickets per rate, fees on the 0 % line, in the chained bytes', () => {
    expect(canonicalJson(vatLines(items))).toBe(
      canonicalJson([
        { rateBasisPoints: 0, baseCents: 1050, vatCents: 0, totalCents: 1050 },
        { rateBasisPoints: 550, baseCents: 10010 - 520, vatCents: 520, totalCents: 10010 },
        { rateBasisPoints: 2000, baseCents: 4004 - 668, vatCents: 668, totalCents: 4004 },
      ]),
    );
    expect(JSON.stringify(vatLines([item(1001, 550, 3)]))).toBe(
      '[{"rateBasisPoints":550,"baseCents":2847,"vatCents":156,"totalCents":3003}]',
    );
  });

  it('gives the same lines from SQL sums per rate, less what is taken off', () => {
    const sums = (rate: number, rows: ReturnType<typeof item>[]) => ({
      rate,
      totalCents: rows.reduce((n, i) => n + i.unitPriceCents * i.quantity, 0),
      vatCents: rows.reduce((n, i) => n + i.unitVatCents * i.quantity, 0),
      feesCents: rows.reduce((n, i) => n + i.unitFeeCents * i.quantity, 0),
      tickets: rows.reduce((n, i) => n + i.quantity, 0),
    });
    const live = items.slice(0, 3);
    expect(vatLinesOfSums([sums(550, live.slice(0, 2)), sums(2000, [live[2]!])])).toEqual(vatLines(live));
    expect(
      vatLinesOfSums([sums(550, live.slice(0, 2)), sums(2000, [live[2]!])], [sums(2000, [live[2]!])]),
    ).toEqual(vatLines(live.slice(0, 2)));
  });
});
