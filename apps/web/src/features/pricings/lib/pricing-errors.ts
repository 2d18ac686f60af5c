import type { TFunction } from 'i18next';
import { pricingMessages } from '@encore/shared/pricings/pricing.schema';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, reasonOf, translateFieldError, translateKeyed } from '@/lib/form/zod-form';
import { notify } from '@/lib/notify';

export type PricingFailure =
  | 'loadPricing'
  | 'loadCategories'
  | 'loadPriceLevels'
  | 'loadTaxClasses'
  | 'saveCategory'
  | 'savePricing'
  | 'savePriceLevel'
  | 'deletePriceLevel';

/** Reasons of a 404 worth telling as such: another person removed the part meanwhile. */
const goneReasons: readonly string[] = [
  pricingMessages.pricingNotFound,
  pricingMessages.categoryNotAvailable,
  pricingMessages.priceLevelNotAvailable,
];

/**
 * Places a failed write: field details under their fields (server path -> form field), 'Category not
 * available' / 'Price level not available' as such (another person removed it meanwhile), anything else as
 * the spec's 'Failed to ...' message of that action. Returns true when every detail found a field.
 */
export function reportPricingError(
  error: unknown,
  t: TFunction,
  failure: PricingFailure,
  setFieldError?: (field: string, message: string) => void,
  fieldOfPath: Record<string, string> = {},
): boolean {
  if (error instanceof ApiError) {
    const details = fieldErrorsOf(error);
    const placed = setFieldError ? details.filter((d) => d.path in fieldOfPath) : [];
    for (const d of placed) setFieldError!(fieldOfPath[d.path]!, translateFieldError(t, d));
    if (placed.length && placed.length === details.length) return true;
    const reason = reasonOf(error);
    if (reason && error.status === 404 && goneReasons.includes(reason.code)) {
      notify('error', translateKeyed(t, reason));
      return false;
    }
  }
  notify('error', t(`pricings:failures.${failure}`));
  return false;
}
