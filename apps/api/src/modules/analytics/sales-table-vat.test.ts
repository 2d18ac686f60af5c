import { describe, expect, it } from 'vitest';
import { emptyFigures } from '@encore/shared/analytics/figures.schema';
import { vatIncludedCents } from '@encore/shared/money';
import { foldTable, vatOfTotal } from './sales-table.service';

/** Issue 23: a line's VAT per rate comes from its total at that rate, never negative from rounding. */
describe('VAT per rate of an analytics line', () => {
  it('is 0 on a card day whose sales and cancellations of older sales match (it showed -0.01 at 5.5 %)', () => {
    // Sold today 3 x 15.00 at 5.5 % (78 of VAT each: 2.34), cancelled today one older 45.00 ticket (2.35).
    const sold = 3 * vatIncludedCents(1500, 550);
    const cancelled = vatIncludedCents(4500, 550);
    expect(sold - cancelled).toBe(-1);
    const table = foldTable('paymentMethod', [
      {
        key: 'card',
        label: 'card',
        detail: null,
        rate: 550,
        ...emptyFigures,
        tickets: 3 - 1,
        revenueInclVatCents: 3 * 1500 - 4500,
        revenueExclVatCents: 3 * 1500 - 4500 - (sold - cancelled),
        vatCents: sold - cancelled,
        cancelledTickets: 1,
        cancelledCents: 4500,
      },
    ]);
    expect(table.rows[0]!.vatByRate[550]).toBe(0);
    expect(table.rows[0]!.vatCents).toBe(0);
    expect(table.totals.vatByRate[550]).toBe(0);
    expect(table.totals.revenueExclVatCents).toBe(0);
  });

  it('takes the sign of the total: a day of refunds has negative VAT, that of its tickets', () => {
    expect(vatOfTotal(-4500, 550)).toBe(-vatIncludedCents(4500, 550));
    expect(vatOfTotal(13500, 550)).toBe(vatIncludedCents(13500, 550));
  });

  it('leaves fees out of the VAT (they carry none)', () => {
    const table = foldTable('day', [
      {
        key: '2026-11-27',
        label: '2026-11-27',
        detail: null,
        rate: 2000,
        ...emptyFigures,
        tickets: 1,
        revenueInclVatCents: 2500 + 150,
        feesCents: 150,
      },
    ]);
    expect(table.totals.vatCents).toBe(vatIncludedCents(2500, 2000));
    expect(table.totals.revenueExclVatCents).toBe(2650 - vatIncludedCents(2500, 2000));
  });
});
