import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Notification, Portal } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Shows a reload prompt when a new version of the app waits in the service worker. */
export function ReloadPrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
  useEffect(() => {
    // Checks for a new version every hour for users who keep Encore open all day.
    const timer = setInterval(
      () => navigator.serviceWorker?.getRegistration().then((r) => r?.update()),
      3_600_000,
    );
    return () => clearInterval(timer);
  }, []);
  if (!needRefresh) return null;
  return (
    <Portal>
      <Notification
        role="alertdialog"
        aria-live="polite"
        withCloseButton={false}
        title={t('pwa.updateAvailable')}
        style={{ position: 'fixed', bottom: 16, insetInlineStart: 16, zIndex: 400, maxWidth: 360 }}
      >
        <Group mt="xs" gap="xs">
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            {t('pwa.reload')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
            {t('pwa.later')}
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
