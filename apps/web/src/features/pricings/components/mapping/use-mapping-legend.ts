import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import { localeOf } from '@/lib/i18n';

/** The legend under the map: each category with its seat count, then the unassigned seats. */
export function useMappingLegend(
  categories: PricingCategory[],
  counts: { byCategory: Map<string, number>; unassigned: number },
  neutral: string,
) {
  const { t, i18n } = useTranslation('pricings');
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const format = (n: number) => n.toLocaleString(locale);
    return [
      ...categories.map((c) => {
        const count = counts.byCategory.get(c.id) ?? 0;
        return {
          label: t('mapping.legendItem', { name: c.name, count, formatted: format(count) }),
          colour: c.defaultColour,
        };
      }),
      {
        label: t('mapping.unassigned', { count: counts.unassigned, formatted: format(counts.unassigned) }),
        colour: neutral,
      },
    ];
  }, [categories, counts, neutral, t, locale]);
}
