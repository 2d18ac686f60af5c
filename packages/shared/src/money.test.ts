import { describe, expect, it } from 'vitest';
import {
  formatEuros,
  itemAmounts,
  orderTotals,
  formatRate,
  parseEurosToCents,
  priceExcludingVatCents,
  vatIncludedCents,
} from './money';

/** Reference: the exact rational rounded half up, computed independently with BigInt. */
function reference(price: number, rate: number): number {
  const n = BigInt(price) * BigInt(rate) * 2n + BigInt(10_000 + rate);
  return Number(n / (BigInt(10_000 + rate) * 2n));
}

describe('vatIncludedCents', () => {
  it('extracts the VAT of a price for every seeded French rate', () => {
    // 45 € at 2.1 %: 4500 * 210 / 10210 = 92.56... -> 93 cents
    expect(vatIncludedCents(4500, 210)).toBe(93);
    // 45 € at 5.5 %: 4500 * 550 / 10550 = 234.59... -> 235
    expect(vatIncludedCents(4500, 550)).toBe(235);
    // 45 € at 10 %: 4500 / 11 = 409.09... -> 409
    expect(vatIncludedCents(4500, 1000)).toBe(409);
    // 45 € at 20 %: 4500 / 6 = 750 exactly
    expect(vatIncludedCents(4500, 2000)).toBe(750);
  });

  it('rounds exact halves up on every seeded rate', () => {
    // 10 % of 11 cents included: 11 * 1000 / 11000 = 1 exactly; 55 cents: 5 exactly; 5.5 cents cases:
    expect(vatIncludedCents(61, 1000)).toBe(6); // 5.545... -> 6
    expect(vatIncludedCents(3, 2000)).toBe(1); // 0.5 -> 1 (half up)
    expect(vatIncludedCents(9, 2000)).toBe(2); // 1.5 -> 2
    expect(vatIncludedCents(33, 1000)).toBe(3); // 3 exactly
    expect(vatIncludedCents(77, 1000)).toBe(7); // 7 exactly
    expect(vatIncludedCents(5105, 210)).toBe(105); // 105.0 exactly at 2.1 %
    expect(vatIncludedCents(2637, 550)).toBe(137); // 137.47... -> 137
    expect(vatIncludedCents(1055, 550)).toBe(55); // 55 exactly
  });

  it('agrees with an exact reference on every price up to 1,000 € for every seeded rate', () => {
    for (const rate of [210, 550, 1000, 2000]) {
      for (let price = 0; price <= 100_000; price += 7) {
        const vat = vatIncludedCents(price, rate);
        if (vat !== reference(price, rate)) throw new Error(`${price} at ${rate}: ${vat}`);
        expect(vat + priceExcludingVatCents(price, rate)).toBe(price);
      }
    }
  });

  it('handles the edges: free tickets, a zero rate, the largest price', () => {
    expect(vatIncludedCents(0, 2000)).toBe(0);
    expect(vatIncludedCents(4500, 0)).toBe(0);
    expect(vatIncludedCents(1, 210)).toBe(0);
    expect(vatIncludedCents(1, 2000)).toBe(0); // 0.166 -> 0
    expect(vatIncludedCents(10_000_000, 2000)).toBe(1_666_667);
    expect(vatIncludedCents(10_000_000, 10_000)).toBe(5_000_000);
  });

  it('refuses amounts and rates that are not whole, positive numbers', () => {
    expect(() => vatIncludedCents(12.5, 2000)).toThrow(RangeError);
    expect(() => vatIncludedCents(-1, 2000)).toThrow(RangeError);
    expect(() => vatIncludedCents(100, 20.5)).toThrow(RangeError);
    expect(() => vatIncludedCents(100, -1)).toThrow(RangeError);
  });
});

describe('formatting and parsing', () => {
  it('formats euros and rates per locale', () => {
    expect(formatEuros(123456, 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatEuros(123456, 'en-US')).toBe('€1,234.56');
    expect(formatEuros(0, 'en-US')).toBe('€0.00');
    expect(formatRate(210, 'fr-FR').replace(/\s/g, ' ')).toBe('2,1 %');
    expect(formatRate(2000, 'en-US')).toBe('20%');
  });

  it('parses what people type into cents, exactly', () => {
    expect(parseEurosToCents('12,5')).toBe(1250);
    expect(parseEurosToCents('12.50')).toBe(1250);
    expect(parseEurosToCents(' 1 200,00 € ')).toBe(120000);
    expect(parseEurosToCents('0,1')).toBe(10);
    expect(parseEurosToCents('45')).toBe(4500);
    for (const bad of ['', 'abc', '12,345', '-3', '1.2.3', '2000000'])
      expect(parseEurosToCents(bad)).toBeNull();
  });
});

describe('order totals', () => {
  it('derives the four totals for every seeded VAT rate, the fee carrying no VAT', () => {
    // Two 45 € tickets and one 30 € at each rate, a 1.50 € channel fee per ticket.
    const expected = {
      210: { vat45: 93, vat30: 62 },
      550: { vat45: 235, vat30: 156 },
      1000: { vat45: 409, vat30: 273 },
      2000: { vat45: 750, vat30: 500 },
    } as const;
    for (const [rate, { vat45, vat30 }] of Object.entries(expected)) {
      const full = itemAmounts(4500, Number(rate), 150);
      const reduced = itemAmounts(3000, Number(rate), 150);
      expect(full.unitVatCents).toBe(vat45);
      expect(reduced.unitVatCents).toBe(vat30);
      const totals = orderTotals([
        { ...full, quantity: 2 },
        { ...reduced, quantity: 1 },
      ]);
      const vat = 2 * vat45 + vat30;
      expect(totals).toEqual({
        subtotalCents: 12000 - vat,
        feesCents: 450,
        vatCents: vat,
        totalCents: 12000 - vat + 450,
        totalInclTaxCents: 12450,
      });
    }
  });

  it('mixes rates in one order and gives zeros for an empty or free order', () => {
    const a = itemAmounts(2500, 550, 0);
    const b = itemAmounts(6000, 2000, 200);
    expect(
      orderTotals([
        { ...a, quantity: 4 },
        { ...b, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 10000 + 6000 - 4 * 130 - 1000,
      feesCents: 200,
      vatCents: 4 * 130 + 1000,
      totalCents: 16000 - 4 * 130 - 1000 + 200,
      totalInclTaxCents: 16200,
    });
    const zero = { subtotalCents: 0, feesCents: 0, vatCents: 0, totalCents: 0, totalInclTaxCents: 0 };
    expect(orderTotals([])).toEqual(zero);
    expect(orderTotals([{ ...itemAmounts(0, 2000, 0), quantity: 3 }])).toEqual(zero);
  });

  it('refuses a fee that is not whole cents', () => {
    expect(() => itemAmounts(1000, 550, 1.5)).toThrow(RangeError);
  });
});
