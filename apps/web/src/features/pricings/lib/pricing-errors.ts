import type { TFunction } from 'i18next';
import { pricingMessages } from '@encore/shared/pricings/pricing.schema';
import { translateCatalogueMessage } from '@/components/resource/resource-messages';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const keyOfMessage = new Map<string, string>(
  Object.entries(pricingMessages).map(([key, text]) => [text, `pricings:validation.${key}`]),
);

/** A shared schema's or the server's English message in the person's language (pricings, then catalogue). */
export function translatePricingMessage(t: TFunction, message: string): string {
  const key = keyOfMessage.get(message);
  return key ? t(key) : translateCatalogueMessage(t, message);
}

export type PricingFailure =
  | 'loadPricing'
  | 'loadCategories'
  | 'loadPriceLevels'
  | 'loadTaxClasses'
  | 'saveCategory'
  | 'savePricing'
  | 'savePriceLevel'
  | 'deletePriceLevel';

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
    const details = Array.isArray(error.details)
      ? (error.details as { path: string; message: string }[])
      : [];
    const placed = setFieldError ? details.filter((d) => d.path in fieldOfPath) : [];
    for (const d of placed) setFieldError!(fieldOfPath[d.path]!, translatePricingMessage(t, d.message));
    if (placed.length && placed.length === details.length) return true;
    if (keyOfMessage.has(error.message) && error.status === 404) {
      notify('error', translatePricingMessage(t, error.message));
      return false;
    }
  }
  notify('error', t(`pricings:failures.${failure}`));
  return false;
}
