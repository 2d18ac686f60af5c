import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordSchema } from '@encore/shared/auth/auth.schema';
import { useRequestPassword } from '@/features/auth/api/request-password';
import { zodValidate } from '@/lib/form/zod-form';
import { notify } from '@/lib/notify';
import { AuthCard } from '@/components/pages/auth-card';

export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const request = useRequestPassword();
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(requestPasswordSchema, t) });
  const submit = form.onSubmit((values) =>
    request.mutate(values.email, { onError: () => notify('error', t('errors:generic')) }),
  );

  return (
    <AuthCard title={t('requestPassword.title')} subtitle={t('requestPassword.subtitle')}>
      <Stack>
        {request.isSuccess ? (
          <Alert color="teal" role="status">
            {t('requestPassword.sent')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label={t('email')}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <Button type="submit" loading={request.isPending} fullWidth>
                {t('requestPassword.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          {t('requestPassword.backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
