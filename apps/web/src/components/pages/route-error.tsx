import { Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { MessagePage } from './message-page';

/**
 * Replaces React Router's untranslated developer screen when a screen throws or its chunk fails to load
 * (typically an old tab after a new version was deployed: reloading fetches the new files).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Screen failed', error);
  return (
    <Container component="main" id="main" size="sm" py="xl">
      <MessagePage heading={t('routeError.heading')} body={t('routeError.body')}>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('routeError.home')}
          </Button>
        </Group>
      </MessagePage>
    </Container>
  );
}
