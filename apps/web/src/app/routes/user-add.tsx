import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserForm } from '@/features/users/components/user-form';
import { useCreateUser } from '@/features/users/api/create-user';
import { userCreateInputOf } from '@/features/users/lib/user-values';

export function Component() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <Stack maw={880}>
      <Title order={1}>{t('add')}</Title>
      <UserForm
        loading={create.isPending}
        onCancel={() => void navigate('/user/all')}
        onSubmit={async (values) => {
          const user = await create.mutateAsync(userCreateInputOf(values));
          void navigate(`/user/${user.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}
