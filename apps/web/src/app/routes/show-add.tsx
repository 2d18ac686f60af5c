import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateShow } from '@/features/shows/api/create-show';
import { ShowForm } from '@/features/shows/components/show-form';

export function Component() {
  const { t } = useTranslation('shows');
  const navigate = useNavigate();
  const create = useCreateShow();
  return (
    <Stack maw={1100}>
      <Title order={1}>{t('add')}</Title>
      <ShowForm
        loading={create.isPending}
        onCancel={() => void navigate('/show/all')}
        onSubmit={async (input) => {
          const show = await create.mutateAsync(input);
          void navigate(`/show/${show.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}
