import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/resource/page-header';
import { ProducersTable } from '@/features/producers/components/producers-table';

export function Component() {
  const { t } = useTranslation('catalogue');
  return (
    <Stack>
      <PageHeader title={t('producer.plural')} subject="Producer" addTo="/producer/add" />
      <ProducersTable />
    </Stack>
  );
}
