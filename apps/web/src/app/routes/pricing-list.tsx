import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/resource/page-header';
import { PricingsTable } from '@/features/pricings/components/pricings-table';

export function Component() {
  const { t } = useTranslation('pricings');
  return (
    <Stack>
      <PageHeader title={t('title')} subject="Pricing" addTo="/pricing/add" />
      <PricingsTable />
    </Stack>
  );
}
