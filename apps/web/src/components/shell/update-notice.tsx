import { useTranslation } from 'react-i18next';
import { Button, Group, Notification, Portal } from '@mantine/core';

/** The prompt of a new version waiting in the service worker (reload-prompt.tsx loads it when needed). */
export default function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation();
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
          <Button size="xs" onClick={onReload}>
            {t('pwa.reload')}
          </Button>
          <Button size="xs" variant="default" onClick={onLater}>
            {t('pwa.later')}
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
