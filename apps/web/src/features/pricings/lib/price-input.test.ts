import { describe, expect, it } from 'vitest';
import { centsToPriceText, priceTextToCents, quotaTextToValue } from './price-input';

describe('price input', () => {
  it('turns what people type into cents without float error', () => {
    expect(priceTextToCents('12,5')).toBe(1250);
    expect(priceTextToCents('12.50 €')).toBe(1250);
    expect(priceTextToCents('0,1')).toBe(10);
    expect(priceTextToCents('1 200,00')).toBe(120_000);
    expect(priceTextToCents('19.99')).toBe(1999);
    expect(priceTextToCents('')).toBeNull();
    expect(priceTextToCents('12,345')).toBeNull();
    expect(priceTextToCents('abc')).toBeNull();
  });

  it('writes cents back in the person’s language', () => {
    expect(centsToPriceText(1250, 'fr-FR')).toBe('12,50');
    expect(centsToPriceText(1999, 'en-US')).toBe('19.99');
    expect(priceTextToCents(centsToPriceText(4500, 'fr-FR'))).toBe(4500);
  });

  it('reads an empty quota as unlimited', () => {
    expect(quotaTextToValue('')).toBeNull();
    expect(quotaTextToValue(' 50 ')).toBe(50);
    expect(quotaTextToValue('5.5')).toBe('invalid');
  });
});
