import { useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { authMessages, resetPasswordSchema } from '@encore/shared/auth/auth.schema';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { applyServerError, zodValidate } from '@/lib/form/zod-form';
import { AuthCard } from '@/components/pages/auth-card';
import { PasswordField } from '@/components/form/password-field';

const formSchema = z
  .object({
    password: resetPasswordSchema.shape.password,
    confirmPassword: z.string().min(1, authMessages.confirmRequired),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordMismatch,
  });

export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: zodValidate(formSchema, t),
  });
  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token: token ?? '', password });
    } catch (error) {
      setFailure(applyServerError(error, t, form.setFieldError, ['password']));
    }
  });

  return (
    <AuthCard title={t('resetPassword.title')}>
      <Stack>
        {!token && <Alert color="yellow">{t('resetPassword.missingToken')}</Alert>}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {reset.isSuccess ? (
          <Alert color="teal" role="status">
            {t('resetPassword.success')}
          </Alert>
        ) : (
          token && (
            <form onSubmit={submit} noValidate>
              <Stack>
                <PasswordField
                  label={t('resetPassword.newPassword')}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('password')}
                />
                <PasswordField
                  label={t('signup.confirmPassword')}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('confirmPassword')}
                />
                <Button type="submit" loading={reset.isPending} fullWidth>
                  {t('resetPassword.submit')}
                </Button>
              </Stack>
            </form>
          )
        )}
        <Anchor
          component={Link}
          to={reset.isSuccess || !token ? '/auth/login' : '/auth/request-password'}
          size="sm"
          ta="center"
        >
          {reset.isSuccess || !token ? t('requestPassword.backToLogin') : t('login.forgot')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
