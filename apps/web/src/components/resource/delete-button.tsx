import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

interface DeleteButtonProps {
  /** What is deleted, for the dialog and the button's accessible name. */
  name: string;
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
  loading?: boolean;
  /** Icon-size button in table rows. */
  compact?: boolean;
}

/** A delete button with a confirmation dialog; "in use" conflicts (E00008) get their own message. */
export function DeleteButton({ name, onDelete, onDeleted, loading, compact }: DeleteButtonProps) {
  const { t } = useTranslation('catalogue');
  const [opened, { open, close }] = useDisclosure(false);

  async function confirm() {
    try {
      await onDelete();
      notify('success', t('toasts.deleted'));
      close();
      onDeleted?.();
    } catch (error) {
      close();
      const code = error instanceof ApiError ? error.code : 'network';
      notify('error', t(`errors:${code}`, { defaultValue: t('errors:generic') }));
    }
  }

  return (
    <>
      <Button
        color="red"
        variant={compact ? 'subtle' : 'light'}
        size={compact ? 'xs' : 'sm'}
        className={compact ? 'row-action' : undefined}
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('actions.deleteNamed', { name })}
        onClick={(e) => {
          e.stopPropagation();
          open();
        }}
      >
        {/* In table rows on phones the icon alone (its accessible name stays): room for the status. */}
        {compact ? (
          <Box component="span" visibleFrom="sm">
            {t('actions.delete')}
          </Box>
        ) : (
          t('actions.delete')
        )}
      </Button>
      <Modal opened={opened} onClose={close} title={t('delete.title')} centered>
        <Text>{t('delete.body', { name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
