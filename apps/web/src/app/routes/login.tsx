import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useState } from 'react';
import { loginSchema } from '@encore/shared/auth/auth.schema';
import { useLogin } from '@/features/auth/api/login';
import { safeRedirect } from '@/lib/guards/decide-navigation';
import { applyServerError, zodValidate } from '@/lib/form/zod-form';
import { AuthCard } from '@/components/pages/auth-card';
import { PasswordField } from '@/components/form/password-field';

export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodValidate(loginSchema, t) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(applyServerError(error, t, form.setFieldError, ['email', 'password']));
    }
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/request-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/auth/signup">
              {t('login.signupLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
