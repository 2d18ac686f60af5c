import { describe, expect, it } from 'vitest';
import { pricingMessages } from '@encore/shared/pricings/pricing.schema';
import fr from '@/locales/fr/pricings.json';
import en from '@/locales/en/pricings.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('pricings translations', () => {
  it('has the same keys in French and English', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it("keeps the spec's messages word for word in English", () => {
    expect(en.validation).toEqual(pricingMessages);
    expect(en.failures).toEqual({
      loadPricing: 'Failed to load pricing data',
      loadCategories: 'Failed to load categories',
      loadPriceLevels: 'Failed to load price levels',
      loadTaxClasses: 'Failed to load tax classes',
      saveCategory: 'Failed to save category',
      savePricing: 'Failed to save pricing',
      savePriceLevel: 'Failed to save price level',
      deletePriceLevel: 'Failed to delete price level',
    });
    expect(en.toasts.saved).toBe('Saved with success');
  });
});
