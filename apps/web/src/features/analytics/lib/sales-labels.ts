import type { TFunction } from 'i18next';
import type { SalesDimension, SalesRow } from '@encore/shared/analytics/analytics.schema';
import { formatRate } from '@encore/shared/money';
import { localeOf } from '@/lib/i18n';
import { eventTime } from './figure-format';

/** sales_daily's stand-in for "no seller" (orders written without one). */
const noSeller = '00000000-0000-0000-0000-000000000000';

/** A table line's name as people read it: an event's date and time, a translated payment method... */
export function rowLabel(dimension: SalesDimension, row: SalesRow, t: TFunction, language: string): string {
  switch (dimension) {
    case 'event':
      return eventTime(row.label, language);
    case 'day':
      return new Intl.DateTimeFormat(localeOf(language), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${row.label}T00:00:00Z`));
    case 'paymentMethod':
      return t(`analytics.payment.${row.label || 'none'}`);
    case 'vatRate':
      return formatRate(Number(row.label), localeOf(language));
    case 'seller':
      return row.key === noSeller ? t('analytics.noSeller') : row.label;
    default:
      return row.label;
  }
}
