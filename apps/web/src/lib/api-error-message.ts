import type { TFunction } from 'i18next';
import { ErrorCode } from '@encore/shared/errors';
import { ApiError } from './api-client';

/**
 * Why a sale is closed, as a 409 E03007 names it in `details.reason` (the API's sale-open.ts): each has
 * its own text, since "not on sale" alone leaves the seller guessing what to do.
 */
function saleClosedKey(error: ApiError): string | null {
  if (error.code !== ErrorCode.eventNotOnSale) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? `errors:saleClosed.${reason}` : null;
}

/** An API refusal in the user's language: its code's text, made precise by the details it carries. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors:network');
  const byCode = t(`errors:${error.code}`, { defaultValue: t('errors:generic') });
  const reasonKey = saleClosedKey(error);
  // A reason this version does not know yet falls back to the code's text.
  return reasonKey ? t(reasonKey, { defaultValue: byCode }) : byCode;
}
