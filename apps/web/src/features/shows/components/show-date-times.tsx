import { ActionIcon, Button, Group, Paper, Pill, Stack, Text, Tooltip } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconCopy, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
                removeButtonProps={{ 'aria-label': t('schedule.removeTime', { time: tm, date: day }) }}
              >
                {formatTime(tm, i18n.language)}
              </Pill>
            ))}
          </Pill.Group>
          <Group gap={4} wrap="nowrap">
            <TimeInput
              aria-label={t('schedule.timeOf', { date: day })}
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              size="xs"
              w={110}
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
        {errors.map((message) => (
          <Text key={message} size="xs" c="var(--mantine-color-error)" role="alert">
            {message}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
