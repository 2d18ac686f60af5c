import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@encore/shared/account/account.schema';
import { PasswordField } from '@/components/form/password-field';
import { ResourceForm } from '@/components/resource/resource-form';
import { zodValidate } from '@/lib/form/zod-form';
import { useChangePassword } from '../api/change-password';

interface PasswordValues extends Record<string, unknown> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const initialValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes one's password: the current one, then the new one twice. Other sessions are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    initialValues,
    validate: zodValidate(changePasswordFormSchema, t),
  });
  return (
    <ResourceForm
      form={form}
      fields={['currentPassword', 'newPassword', 'confirmPassword']}
      successMessage={t('toasts.passwordChanged')}
      loading={change.isPending}
      onCancel={() => form.reset()}
      onSubmit={async ({ currentPassword, newPassword }) => {
        await change.mutateAsync({ currentPassword, newPassword });
        form.reset();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('password.intro')}
        </Text>
        <PasswordField
          label={t('password.current')}
          required
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t('password.new')}
          description={t('password.rules')}
          required
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('password.confirm')}
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
      </Stack>
    </ResourceForm>
  );
}
