import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorCode } from '@encore/shared/errors';
import { useUndoEmailChange } from '@/features/auth/api/undo-email-change';
import { ApiError } from '@/lib/api-client';
import { applyServerError } from '@/lib/form/zod-form';
import { sessionStore } from '@/lib/session/session-store';
import { AuthCard } from '@/components/pages/auth-card';

/**
 * The link e-mailed to the previous address when an account's e-mail changes. It asks before undoing:
 * mail scanners open links, and one that ran the page's script must not undo a change on its own.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const undo = useUndoEmailChange();
  const failure = undo.error ? failureText(undo.error, t) : null;
  const confirm = async () => {
    await undo.mutateAsync({ token: token ?? '' });
    // Every session of the account has ended on the server; this browser's too.
    sessionStore.clear();
  };

  return (
    <AuthCard title={t('undoEmailChange.title')}>
      <Stack>
        {!token && <Alert color="yellow">{t('undoEmailChange.missingToken')}</Alert>}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {undo.isSuccess ? (
          <Alert color="teal" role="status">
            {t('undoEmailChange.success')}
          </Alert>
        ) : (
          token && (
            <>
              <Text>{t('undoEmailChange.explanation')}</Text>
              <Button
                onClick={() => void confirm().catch(() => undefined)}
                loading={undo.isPending}
                fullWidth
              >
                {t('undoEmailChange.submit')}
              </Button>
            </>
          )
        )}
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          {t('requestPassword.backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

/** A spent or expired link says so in this page's words; other errors use their code's text. */
function failureText(error: Error, t: TFunction): string | null {
  if (error instanceof ApiError && error.code === ErrorCode.invalidResetToken)
    return t('undoEmailChange.invalid');
  return applyServerError(error, t, () => undefined, []);
}
