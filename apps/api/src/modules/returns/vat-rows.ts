import type { VatLine } from '@encore/shared/journal/journal-events';
import { formatEuros, formatRate } from '@encore/shared/money';
import type { Row } from './pdf-rows';
import { returnsTexts } from './returns-texts';

/**
 * The VAT table a receipt and a statement print alike: a row per rate (base, tax, total), then the totals.
 * One table, so the two documents a customer and a producer compare give their VAT in the same words.
 */
export function vatRows(lines: readonly VatLine[], lang: 'fr' | 'en'): Row[] {
  const t = returnsTexts[lang];
  const euros = (cents: number) => formatEuros(cents, t.locale);
  const sum = (key: 'baseCents' | 'vatCents' | 'totalCents') => lines.reduce((n, l) => n + l[key], 0);
  return [
    { kind: 'heading', text: t.vat },
    { kind: 'cells', cells: [t.rate, t.base, t.tax, t.total], bold: true },
    ...lines.map((line): Row => ({
      kind: 'cells',
      cells: [
        formatRate(line.rateBasisPoints, t.locale),
        euros(line.baseCents),
        euros(line.vatCents),
        euros(line.totalCents),
      ],
    })),
    {
      kind: 'cells',
      cells: [t.totals, euros(sum('baseCents')), euros(sum('vatCents')), euros(sum('totalCents'))],
      bold: true,
    },
  ];
}
