import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useDeleteEvent } from '../api/delete-event';
import { eventErrorMessage } from '../lib/event-error';

interface RemoveEventButtonProps {
  eventId: string;
  /** The event's day and time as shown in the table, for the dialog and the button's name. */
  date: string;
  time: string;
}

/** Removes one event after a confirmation; an event with sales is refused with the server's reason. */
export function RemoveEventButton({ eventId, date, time }: RemoveEventButtonProps) {
  const { t } = useTranslation('shows');
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteEvent();

  async function confirm() {
    try {
      await remove.mutateAsync(eventId);
      notify('success', t('events.removed'));
    } catch (error) {
      notify('error', eventErrorMessage(t, error));
    } finally {
      close();
    }
  }

  return (
    <>
      <Button
        color="red"
        variant="subtle"
        size="xs"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('events.removeNamed', { date, time })}
        onClick={open}
      >
        {t('events.remove')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('events.confirmTitle')} centered>
        <Text>{t('events.confirmBody', { date, time })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('catalogue:actions.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            {t('events.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
