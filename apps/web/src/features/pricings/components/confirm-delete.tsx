import { ActionIcon, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteProps {
  name: string;
  /** Extra consequence shown in the dialog (a category takes its levels and seats with it). */
  warning?: string;
  /** Resolves when done; the caller reports its own failure message (the spec's, per part). */
  onDelete: () => Promise<unknown>;
}

/** A delete icon with its confirmation dialog, for categories and price levels. */
export function ConfirmDelete({ name, warning, onDelete }: ConfirmDeleteProps) {
  const { t } = useTranslation('pricings');
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
      close();
    }
  }
  return (
    <>
      <ActionIcon variant="subtle" color="red" aria-label={t('actions.deleteNamed', { name })} onClick={open}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('delete.title')} centered>
        <Text>{t('delete.body', { name })}</Text>
        {warning && (
          <Text size="sm" c="dimmed" mt="xs">
            {warning}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
