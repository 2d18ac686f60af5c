import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessagePage } from '@/components/pages/message-page';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MessagePage code="404" heading={t('notFound.heading')} body={t('notFound.body')}>
      <Text>{t('tryAgain')}</Text>
      <Button size="md" onClick={() => navigate('/')}>
        {t('notFound.back')}
      </Button>
    </MessagePage>
  );
}
