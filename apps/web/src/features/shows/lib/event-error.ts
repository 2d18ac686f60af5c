import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { reasonOf, translateKeyed } from '@/lib/form/zod-form';

/** The toast text of a failed event action: the server's own reason when it says more than its code. */
export function eventErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors:network');
  // E00008's generic "still in use" says less than the server's own reason ("has sales").
  const reason = error.code === 'E00008' ? reasonOf(error) : null;
  if (reason) return translateKeyed(t, reason);
  return t(`errors:${error.code}`, { defaultValue: t('errors:generic') });
}
