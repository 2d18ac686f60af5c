import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortcuts } from '../lib/shortcuts';

/** The help overlay (`?`): every shortcut of the screen, and the seat map's own keys. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('boxOffice');
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')}>
      <Stack gap="xs">
        <Stack component="dl" gap={6} m={0}>
          {shortcuts.map((s) => (
            <Group key={s.action} gap="sm" wrap="nowrap" align="baseline">
              <Group component="dt" gap={4} w={70} wrap="nowrap">
                {s.keys.map((k) => (
                  <Kbd key={k}>{k}</Kbd>
                ))}
              </Group>
              <Text component="dd" size="sm" m={0}>
                {t(`shortcuts.${s.action}`)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('shortcuts.mapKeys')}
        </Text>
      </Stack>
    </Modal>
  );
}
