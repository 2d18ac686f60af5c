import { Button, Group, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailState } from '@/components/resource/detail-state';
import { AccountPictures } from '@/features/account/components/account-pictures';
import { useAccount } from '@/features/account/api/get-account';
import { useUpdateAccount } from '@/features/account/api/update-account';
import { ProfileForm } from '@/features/users/components/profile-form';
import { fullName } from '@/features/users/lib/full-name';
import { profileInputOf } from '@/features/users/lib/profile-values';

export function Component() {
  // The profile form's texts (users) download with the screen's own: they are not in the start bundle.
  const { t } = useTranslation(['account', 'users']);
  const query = useAccount();
  const update = useUpdateAccount();
  return (
    <Stack maw={880}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Button
          component={Link}
          to="/my-account/settings"
          variant="default"
          leftSection={<IconLock size={16} aria-hidden />}
        >
          {t('password.title')}
        </Button>
      </Group>
      {query.data ? (
        <>
          <AccountPictures user={query.data} name={fullName(query.data)} />
          <ProfileForm
            key={query.data.id}
            user={query.data}
            loading={update.isPending}
            successMessage={t('toasts.profileUpdated')}
            onSubmit={(values) => update.mutateAsync(profileInputOf(values))}
          />
        </>
      ) : (
        <DetailState isError={query.isError} error={query.error} />
      )}
    </Stack>
  );
}
