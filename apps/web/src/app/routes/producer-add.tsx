import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProducerForm } from '@/features/producers/components/producer-form';
import { useCreateProducer } from '@/features/producers/api/create-producer';

export function Component() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const create = useCreateProducer();
  return (
    <Stack maw={720}>
      <Title order={1}>{t('producer.add')}</Title>
      <ProducerForm
        loading={create.isPending}
        onCancel={() => void navigate('/producer/all')}
        onSubmit={async (values) => {
          const producer = await create.mutateAsync(values);
          void navigate(`/producer/${producer.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}
