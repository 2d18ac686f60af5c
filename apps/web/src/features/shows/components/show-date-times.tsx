import { ActionIcon, Button, Group, Paper, Pill, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '@/components/form/time-field';
import { isTime } from '../lib/schedule';
import { formatDay, formatTime } from '../lib/show-format';

interface ShowDateTimesProps {
  date: string;
  times: string[];
  /** Messages of this date from the form ('Please select at least one time', duplicates...). */
  errors: string[];
  onAddTime: (time: string) => void;
  onRemoveTime: (time: string) => void;
  onRemoveDate: () => void;
  /** "Same times for all dates" from this one; absent when it is the only date. */
  onCopyToAll?: () => void;
  /** The day whose times this newly picked day took, until they are changed: said under the times. */
  copiedFrom?: string | undefined;
}

/** One selected date: its times as removable chips and a time input to add one (Enter adds too). */
export function ShowDateTimes(props: ShowDateTimesProps) {
  const { date, times, errors } = props;
  const { t, i18n } = useTranslation('shows');
  const [time, setTime] = useState('');
  const day = formatDay(date, i18n.language, 'long');
  const add = () => {
    if (!isTime(time)) return;
    props.onAddTime(time);
    setTime('');
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {day}
          </Text>
          <Group gap={4} wrap="nowrap">
            {props.onCopyToAll && (
              <Tooltip label={t('schedule.copyToAll')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('schedule.copyToAllOf', { date: day })}
                  onClick={props.onCopyToAll}
                >
                  <IconCopy size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('schedule.removeDate', { date: day })}
              onClick={props.onRemoveDate}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs" align="center">
          <Pill.Group>
            {times.map((tm) => (
              <Pill
                key={tm}
                size="md"
                // The default pill has the card's own colour in dark mode: a light tint keeps chips visible.
                bg="var(--mantine-primary-color-light)"
                withRemoveButton
                onRemove={() => props.onRemoveTime(tm)}
                // Mantine hides the remove button from keyboards and screen readers; a time must be removable.
                removeButtonProps={{
                  'aria-label': t('schedule.removeTime', { time: formatTime(tm, i18n.language), date: day }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {formatTime(tm, i18n.language)}
              </Pill>
            ))}
          </Pill.Group>
          <Group gap={4} wrap="nowrap">
            <TimeField
              aria-label={t('schedule.timeOf', { date: day })}
              value={time}
              onChange={setTime}
              onEnter={add}
              size="xs"
              w={130}
            />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={t('schedule.addTimeOn', { date: day })}
              onClick={add}
              disabled={!isTime(time)}
            >
              {t('schedule.addTime')}
            </Button>
          </Group>
        </Group>
        {props.copiedFrom && (
          <Text size="xs" c="dimmed" data-testid="times-copied">
            {t('schedule.copiedFrom', { date: formatDay(props.copiedFrom, i18n.language, 'long') })}
          </Text>
        )}
        {errors.map((message) => (
          <Text key={message} size="xs" c="var(--mantine-color-error)" role="alert">
            {message}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
