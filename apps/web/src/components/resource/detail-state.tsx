import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/components/pages/not-found-state';
import { ApiError } from '@/lib/api-client';

/** A record that does not exist or is not the user's: the API answers 404 (or 403) for both. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * What a detail screen shows before its record is there: a loader, the not-found state for a missing
 * or foreign record, or the fetch error for anything else (network, server).
 */
export function DetailState({ isError, error }: { isError: boolean; error?: unknown }) {
  const { t } = useTranslation('catalogue');
  if (isMissing(error)) return <NotFoundState record />;
  if (isError)
    return (
      <Alert color="red" role="alert">
        {t('errors:fetchFailed')}
      </Alert>
    );
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('list.loading')} />
    </Center>
  );
}
