import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signupFormSchema } from '@encore/shared/auth/auth.schema';
import { useSignup } from '@/features/auth/api/signup';
import { applyServerError, zodValidate } from '@/lib/form/zod-form';
import { AuthCard } from '@/components/pages/auth-card';
import { PasswordField } from '@/components/form/password-field';

const fields = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  const signup = useSignup();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      promotionalOffers: false,
    },
    validate: zodValidate(signupFormSchema, t),
  });

  const submit = form.onSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFailure(null);
    try {
      await signup.mutateAsync({ ...values, lastName: values.lastName || undefined });
    } catch (error) {
      setFailure(applyServerError(error, t, form.setFieldError, fields, { E01003: 'email' }));
    }
  });

  if (signup.isSuccess) {
    return (
      <AuthCard title={t('signup.successTitle')}>
        <Stack>
          <Alert color="teal" role="status">
            {t('signup.successBody')}
          </Alert>
          <Button component={Link} to="/auth/login">
            {t('signup.loginLink')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t('signup.firstName')}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('signup.lastName')}
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </Group>
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('password')}
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
          <Checkbox
            label={t('signup.promotionalOffers')}
            {...form.getInputProps('promotionalOffers', { type: 'checkbox' })}
          />
          <Button type="submit" loading={signup.isPending} fullWidth>
            {t('signup.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signup.haveAccount')}{' '}
            <Anchor component={Link} to="/auth/login">
              {t('signup.loginLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
