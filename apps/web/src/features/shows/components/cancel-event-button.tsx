import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCancelEvent } from '../api/cancel-event';
import { eventErrorMessage } from '../lib/event-error';

interface CancelEventButtonProps {
  eventId: string;
  /** The event's day and time as shown in the table, for the dialog and the button's name. */
  date: string;
  time: string;
}

/** Cancels one event after a confirmation that says what cancelling keeps (the event, its sales). */
export function CancelEventButton({ eventId, date, time }: CancelEventButtonProps) {
  const { t } = useTranslation('shows');
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelEvent();

  async function confirm() {
    try {
      await cancel.mutateAsync(eventId);
      notify('success', t('catalogue:toasts.saved'));
    } catch (error) {
      notify('error', eventErrorMessage(t, error));
    } finally {
      close();
    }
  }

  return (
    <>
      {/* The theme's colour: orange text is below AA contrast in light mode. */}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconCalendarOff size={16} aria-hidden />}
        aria-label={t('events.cancelNamed', { date, time })}
        onClick={open}
      >
        {t('events.cancel')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('events.cancelTitle')} centered>
        <Text>{t('events.cancelBody', { date, time })}</Text>
        <Group justify="flex-end" mt="lg">
          {/* "Cancel" would be ambiguous next to cancelling the event: this one keeps it. */}
          <Button variant="default" onClick={close}>
            {t('events.keep')}
          </Button>
          <Button loading={cancel.isPending} onClick={() => void confirm()}>
            {t('events.cancelConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
