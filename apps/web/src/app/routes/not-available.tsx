import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/pages/message-page';

/** Honest placeholder for screens whose issue has not landed yet. */
export function Component() {
  const { t } = useTranslation();
  return (
    <MessagePage heading={t('notAvailable.heading')} body={t('notAvailable.body')}>
      <Button component={Link} to="/roadmap" variant="light">
        {t('notAvailable.roadmap')}
      </Button>
    </MessagePage>
  );
}
