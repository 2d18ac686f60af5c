import { Group, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '@/components/resource/delete-button';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { ProducerForm } from '@/features/producers/components/producer-form';
import { useProducer } from '@/features/producers/api/get-producer';
import { useUpdateProducer } from '@/features/producers/api/update-producer';
import { useDeleteProducer } from '@/features/producers/api/delete-producer';

export function Component() {
  const { producerId = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const query = useProducer(producerId);
  const update = useUpdateProducer(producerId);
  const remove = useDeleteProducer();
  const back = () => void navigate('/producer/all');
  if (!query.data) return <DetailState isError={query.isError} />;
  const producer = query.data;
  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={1}>{producer.name}</Title>
        {ability.can('delete', 'Producer') && (
          <DeleteButton
            name={producer.name}
            onDelete={() => remove.mutateAsync(producer.id)}
            onDeleted={back}
          />
        )}
      </Group>
      <ProducerForm
        key={producer.updatedAt}
        producer={producer}
        readOnly={!ability.can('update', 'Producer')}
        loading={update.isPending}
        onCancel={back}
        onSubmit={(values) => update.mutateAsync(values)}
      />
    </Stack>
  );
}
