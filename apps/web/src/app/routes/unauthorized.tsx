import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/pages/message-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <MessagePage code="401" heading={t('unauthorized.heading')} body={t('unauthorized.body')}>
      <Text>{t('tryAgain')}</Text>
      <Button component={Link} to="/">
        {t('unauthorized.home')}
      </Button>
    </MessagePage>
  );
}
