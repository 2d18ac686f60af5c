import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessagePage } from './message-page';

/**
 * React Router numbers the entries of its history (`idx`, 0 for the first page of the tab); above 0 the
 * previous page is ours, so Back leaves no one on another site or a blank tab.
 */
export const hasAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The not-found state of the catch-all page and of a record that is missing or not the user's (the API
 * answers 404 or 403 alike): 'Take me Back' returns to the previous page, or home when there is none.
 */
export function NotFoundState({ record }: { record?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MessagePage
      code="404"
      heading={t(record ? 'notFound.recordHeading' : 'notFound.heading')}
      body={t(record ? 'notFound.recordBody' : 'notFound.body')}
    >
      <Text>{t('tryAgain')}</Text>
      <Button size="md" onClick={() => void (hasAppHistory() ? navigate(-1) : navigate('/'))}>
        {t('notFound.back')}
      </Button>
    </MessagePage>
  );
}
