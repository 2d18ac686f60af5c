import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import { formatEuros, formatRate, priceExcludingVatCents, vatIncludedCents } from '@encore/shared/money';

interface VatPreviewProps {
  priceCents: number | null;
  tax: TaxClass | undefined;
  locale: string;
}

/**
 * The VAT included in the typed price, with the same shared maths as the API (integer cents, half up),
 * so what is shown here is what the pricing will store. Announced politely as it changes.
 */
export function VatPreview({ priceCents, tax, locale }: VatPreviewProps) {
  const { t } = useTranslation('pricings');
  const text =
    priceCents === null || !tax
      ? t('level.vatPending')
      : t('level.vatShown', {
          vat: formatEuros(vatIncludedCents(priceCents, tax.rateBasisPoints), locale),
          rate: formatRate(tax.rateBasisPoints, locale),
          net: formatEuros(priceExcludingVatCents(priceCents, tax.rateBasisPoints), locale),
        });
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="vat-preview">
      {text}
    </Text>
  );
}
