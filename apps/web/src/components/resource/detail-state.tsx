import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a detail screen shows before its record is there: a loader, or the fetch error. */
export function DetailState({ isError }: { isError: boolean }) {
  const { t } = useTranslation('catalogue');
  if (isError)
    return (
      <Alert color="red" role="alert">
        {t('errors:fetchFailed')}
      </Alert>
    );
  return (
    <Center py="xl">
      <Loader aria-label={t('list.loading')} />
    </Center>
  );
}
