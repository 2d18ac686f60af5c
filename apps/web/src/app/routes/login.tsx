import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { signIn } from '@/features/auth/api/login';
import { safeRedirect } from '@/lib/guards/decide-navigation';
import { AuthCard } from '@/components/pages/auth-card';
import { PasswordField } from '@/components/form/password-field';
import { preloadSignedInShell } from '../signed-in-shell';

/**
 * The form's checks (the shared zod schema and the server-error mapping) download once the user starts
 * typing (or sends), not with the screen: a visit of the login page carries no zod, though the e-mail
 * field has the focus on arrival.
 */
const importChecks = () =>
  Promise.all([import('@/lib/form/zod-form'), import('@encore/shared/auth/auth.schema')]);
let checks: ReturnType<typeof importChecks> | undefined;
const loadChecks = () => (checks ??= importChecks());

type Field = 'email' | 'password';

export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Two fields: plain state rather than a form library on the screen everyone opens first.
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const input = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const [{ applyServerError, zodValidate }, { loginFormSchema }] = await loadChecks();
    const found = zodValidate(loginFormSchema, t)(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    // The signed-in shell (layout, dashboard, CASL) downloads while the server checks the password.
    preloadSignedInShell();
    setPending(true);
    try {
      await signIn(values);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      const setFieldError = (path: string, message: string) =>
        setErrors((current) => ({ ...current, [path]: message }));
      setFailure(applyServerError(error, t, setFieldError, ['email', 'password']));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={(event) => void submit(event)} onInput={() => void loadChecks()} noValidate>
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
            // The one thing to do on arrival: type the address.
            autoFocus
            {...input('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            required
            {...input('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/request-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={pending} fullWidth>
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
