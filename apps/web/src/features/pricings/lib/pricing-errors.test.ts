import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { reportPricingError } from './pricing-errors';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
// Keys stand for the translations: what matters is which message goes where.
const t = ((key: string) => key) as unknown as TFunction;
const details = (...d: [string, string, string][]) =>
  d.map(([path, code, message]) => ({ path, code, params: {}, message }));

describe('reportPricingError', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('puts field details under their fields, renamed where the form names them differently', () => {
    const set = vi.fn();
    const error = new ApiError(
      400,
      'E00002',
      'Invalid',
      details(
        ['name', 'pricings.priceLevelNameRequired', 'The price level name is required'],
        ['priceCents', 'pricings.priceInvalid', 'The price must be between 0 and 100,000 €'],
      ),
    );
    expect(reportPricingError(error, t, 'savePriceLevel', set, { name: 'name', priceCents: 'price' })).toBe(
      true,
    );
    expect(set).toHaveBeenCalledWith('name', 'validation:pricings.priceLevelNameRequired');
    expect(set).toHaveBeenCalledWith('price', 'validation:pricings.priceInvalid');
    expect(notify).not.toHaveBeenCalled();
  });

  it("says 'Category not available' when the part is gone, and the action's failure otherwise", () => {
    const gone = { code: 'pricings.categoryNotAvailable', params: {} };
    reportPricingError(new ApiError(404, 'E00004', 'Category not available', gone), t, 'saveCategory');
    expect(notify).toHaveBeenLastCalledWith('error', 'validation:pricings.categoryNotAvailable');
    reportPricingError(new ApiError(500, 'E00001', 'boom'), t, 'deletePriceLevel');
    expect(notify).toHaveBeenLastCalledWith('error', 'pricings:failures.deletePriceLevel');
    reportPricingError(new TypeError('Failed to fetch'), t, 'savePricing');
    expect(notify).toHaveBeenLastCalledWith('error', 'pricings:failures.savePricing');
  });
});
