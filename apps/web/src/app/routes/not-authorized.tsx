import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/pages/message-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <MessagePage code="403" heading={t('notAuthorized.heading')} body={t('notAuthorized.body')}>
      <Text>{t('tryAgain')}</Text>
      <Button component={Link} to="/">
        {t('notAuthorized.home')}
      </Button>
    </MessagePage>
  );
}
