import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailState } from '@/components/resource/detail-state';
import { useBusiness } from '@/features/business/api/get-business';
import { BusinessForm } from '@/features/business/components/business-form';

/** `/settings/business`: the legal mentions of the business that sells (tickets, receipts, returns). */
export function Component() {
  const { t } = useTranslation('business');
  const query = useBusiness();
  return (
    <Stack maw={760}>
      <Title order={1}>{t('title')}</Title>
      {query.data ? (
        <BusinessForm business={query.data} />
      ) : (
        <DetailState isError={query.isError} error={query.error} />
      )}
    </Stack>
  );
}
