import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/resource/page-header';
import { UsersTable } from '@/features/users/components/users-table';

export function Component() {
  const { t } = useTranslation('users');
  return (
    <Stack>
      <PageHeader title={t('plural')} subject="User" addTo="/user/add" />
      <UsersTable />
    </Stack>
  );
}
