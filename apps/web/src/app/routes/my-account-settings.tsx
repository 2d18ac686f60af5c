import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';

export function Component() {
  const { t } = useTranslation('account');
  return (
    <Stack maw={560}>
      <Anchor component={Link} to="/my-account" size="sm">
        {t('backToAccount')}
      </Anchor>
      <Title order={1}>{t('settingsTitle')}</Title>
      <Title order={2} size="h3">
        {t('password.title')}
      </Title>
      <ChangePasswordForm />
    </Stack>
  );
}
