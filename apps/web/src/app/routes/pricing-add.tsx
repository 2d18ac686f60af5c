import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { PricingCreateForm } from '@/features/pricings/components/pricing-create-form';
import { pricings } from '@/features/pricings/api/pricing-queries';

export function Component() {
  const { t } = useTranslation('pricings');
  const navigate = useNavigate();
  const create = pricings.useCreate();
  return (
    <Stack maw={720}>
      <Title order={1}>{t('add.title')}</Title>
      <PricingCreateForm
        loading={create.isPending}
        onCancel={() => void navigate('/pricing/all')}
        onSubmit={async (values) => {
          const pricing = await create.mutateAsync(values);
          notify('success', t('toasts.saved'));
          // Next: its categories and levels, then the seats, on the editor.
          void navigate(`/pricing/${pricing.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}
