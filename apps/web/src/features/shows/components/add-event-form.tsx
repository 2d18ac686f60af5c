import { Alert, Button, Group, Paper, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '@/components/form/time-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateShowEvent } from '../api/create-show-event';
import { calendarLabels } from '../lib/calendar-labels';
import { eventErrorMessage } from '../lib/event-error';
import { showConflictOf } from '../lib/show-conflict';
import { isTime, todayInFrance } from '../lib/schedule';
import { dayFormatOf } from './shows-filters';

/** Adds one event (a date and a time) to the show, in its room; a clash is told here and in a toast. */
export function AddEventForm({ showId }: { showId: string }) {
  const { t, i18n } = useTranslation('shows');
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateShowEvent(showId);

  async function add() {
    if (!date || !isTime(time)) return;
    setError(null);
    try {
      await create.mutateAsync({ date, time });
      notify('success', t('events.added'));
      setTime('');
    } catch (e) {
      const message =
        showConflictOf(e, t, i18n.language)?.message ??
        (e instanceof ApiError && e.code === 'E00002' ? t('errors:E00002') : eventErrorMessage(t, e));
      // Kept on screen (the toast goes after 2 s) so the user can pick another time.
      setError(message);
      notify('error', message);
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('events.addTitle')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DatePickerInput
          label={t('events.date')}
          value={date}
          onChange={setDate}
          valueFormat={dayFormatOf(i18n.language)}
          miw={180}
          minDate={todayInFrance()}
          hideOutsideDates
          {...calendarLabels(t, i18n.language)}
        />
        <TimeField label={t('events.time')} value={time} onChange={setTime} w={150} />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!date || !isTime(time)}
          loading={create.isPending}
          onClick={() => void add()}
        >
          {t('events.add')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
    </Paper>
  );
}
