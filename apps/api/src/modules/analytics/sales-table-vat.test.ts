import { describe, expect, it } from 'vitest';
import { emptyFigures } from '@encore/shared/analytics/figures.schema';
import { vatIncludedCents } from '@encore/shared/money';
import { foldTable } from './sales-table.service';

/**
 * Issue 23: a line's VAT per rate is its tickets' VAT as each was priced (sales_daily's sums of the items'
 * `unitVatCents`), the VAT receipts, the journal, closings and Z reports give: never recomputed from a total.
 */
describe('VAT per rate of an analytics line', () => {
  it('is the VAT of its tickets, not the VAT of its total (3 x 10.01 at 5.5 %)', () => {
    const unitVat = vatIncludedCents(1001, 550); // 0.52
    expect(3 * unitVat).not.toBe(vatIncludedCents(3 * 1001, 550)); // 1.56 vs 1.57
    const table = foldTable('day', [
      {
        key: '2026-11-27',
        label: '2026-11-27',
        detail: null,
        rate: 550,
        ...emptyFigures,
        tickets: 3,
        revenueInclVatCents: 3 * 1001,
        revenueExclVatCents: 3 * (1001 - unitVat),
        vatCents: 3 * unitVat,
      },
    ]);
    expect(table.rows[0]!.vatByRate[550]).toBe(3 * unitVat);
    expect(table.totals.vatCents).toBe(3 * unitVat);
    expect(table.totals.revenueExclVatCents).toBe(3 * (1001 - unitVat));
  });

  it('is 0, never -0.01, on a card day whose sales and cancellations of older sales match at 5.5 %', () => {
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

  it('keeps the tickets’ VAT of a day of refunds: negative, as its revenue', () => {
    const vat = -2 * vatIncludedCents(1001, 550);
    const table = foldTable('day', [
      {
        key: '2026-11-27',
        label: '2026-11-27',
        detail: null,
        rate: 550,
        ...emptyFigures,
        tickets: -2,
        revenueInclVatCents: -2002,
        revenueExclVatCents: -2002 - vat,
        vatCents: vat,
      },
    ]);
    expect(table.rows[0]!.vatByRate[550]).toBe(vat);
    expect(table.totals.revenueExclVatCents).toBe(-2002 - vat);
  });

  it('sums the rates of a line and the lines of the totals, fees outside the VAT', () => {
    const row = (key: string, rate: number, price: number, fee: number) => {
      const vat = vatIncludedCents(price, rate);
      return {
        key,
        label: key,
        detail: null,
        rate,
        ...emptyFigures,
        tickets: 1,
        revenueInclVatCents: price + fee,
        revenueExclVatCents: price - vat + fee,
        vatCents: vat,
        feesCents: fee,
      };
    };
    const table = foldTable('day', [
      row('2026-11-27', 550, 1001, 150),
      row('2026-11-27', 2000, 2500, 0),
      row('2026-11-28', 550, 1001, 0),
    ]);
    const v55 = vatIncludedCents(1001, 550);
    const v20 = vatIncludedCents(2500, 2000);
    expect(table.rows[0]!.vatByRate).toEqual({ 550: v55, 2000: v20 });
    expect(table.rows[0]!.vatCents).toBe(v55 + v20);
    expect(table.totals.vatByRate).toEqual({ 550: 2 * v55, 2000: v20 });
    expect(table.totals.revenueExclVatCents).toBe(2 * 1001 + 2500 + 150 - 2 * v55 - v20);
  });
});
