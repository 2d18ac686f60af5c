import { Button } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useReinstateEvent } from '../api/reinstate-event';
import { eventErrorMessage } from '../lib/event-error';

interface ReinstateEventButtonProps {
  eventId: string;
  date: string;
  time: string;
}

/**
 * Puts a cancelled event back on sale at once: it undoes a cancellation and loses nothing, so no dialog.
 * A slot taken meanwhile is refused by the server (E02001) and told in a toast.
 */
export function ReinstateEventButton({ eventId, date, time }: ReinstateEventButtonProps) {
  const { t } = useTranslation('shows');
  const reinstate = useReinstateEvent();

  async function run() {
    try {
      await reinstate.mutateAsync(eventId);
      notify('success', t('catalogue:toasts.saved'));
    } catch (error) {
      notify('error', eventErrorMessage(t, error));
    }
  }

  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconCalendarCheck size={16} aria-hidden />}
      aria-label={t('events.reinstateNamed', { date, time })}
      loading={reinstate.isPending}
      onClick={() => void run()}
    >
      {t('events.reinstate')}
    </Button>
  );
}
