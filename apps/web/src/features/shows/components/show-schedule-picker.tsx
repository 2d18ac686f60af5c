import { Button, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '@/components/form/time-field';
import { calendarLabels } from '../lib/calendar-labels';
import * as schedule from '../lib/schedule';
import type { ShowFormValues } from '../lib/show-values';
import { ShowDateTimes } from './show-date-times';

/**
 * The show's dates and times: several days picked on a calendar, one or more times for each, with a
 * helper putting the same time on every day. Each date x time becomes an event in the show's room.
 */
export function ShowSchedulePicker({ form }: { form: UseFormReturnType<ShowFormValues> }) {
  const { t, i18n } = useTranslation('shows');
  const [allTime, setAllTime] = useState('');
  // Days picked in this form that took another day's times, until their times are touched: they say so.
  const [copiedFrom, setCopiedFrom] = useState<Record<string, string>>({});
  const dates = form.values.dates;
  const today = schedule.todayInFrance();
  const pick = (value: string[]) => {
    const template = schedule.templateDay(dates);
    const fresh = value.filter((date) => !dates.some((d) => d.date === date));
    if (template)
      setCopiedFrom((c) => ({ ...c, ...Object.fromEntries(fresh.map((d) => [d, template.date])) }));
    update(schedule.selectDates(dates, value));
  };
  const touched = (date: string) => setCopiedFrom(({ [date]: _gone, ...rest }) => rest);
  const update = (next: schedule.Schedule) => {
    form.setFieldValue('dates', next);
    // Indexes move when days are added or removed: old per-day messages would land on the wrong day.
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith('dates'))));
  };
  const errorsOf = (i: number) =>
    Object.entries(form.errors)
      .filter(([key]) => key === `dates.${i}.date` || key.startsWith(`dates.${i}.times`))
      .map(([, message]) => String(message));
  const events = schedule.eventCount(dates);
  return (
    <Input.Wrapper
      label={t('schedule.calendar')}
      description={t('schedule.hint')}
      error={form.errors.dates}
      withAsterisk
      id="show-dates"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="xs">
        <Paper withBorder p="sm" radius="md" w="fit-content" maw="100%" style={{ alignSelf: 'start' }}>
          <DatePicker
            type="multiple"
            value={dates.map((d) => d.date)}
            onChange={pick}
            defaultDate={dates[0]?.date ?? today}
            // A new event cannot be in the past (the API refuses it too); days already scheduled stay shown.
            excludeDate={(day) => day < today && !dates.some((d) => d.date === day)}
            // Days of the neighbouring months are greyed below AA contrast; the arrows reach them.
            hideOutsideDates
            {...calendarLabels(t, i18n.language)}
          />
        </Paper>
        <Stack gap="sm">
          {dates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('schedule.noDate')}
            </Text>
          ) : (
            <>
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TimeField
                  label={t('schedule.allTime')}
                  value={allTime}
                  onChange={setAllTime}
                  size="xs"
                  w={210}
                />
                <Button
                  size="xs"
                  variant="default"
                  disabled={!schedule.isTime(allTime)}
                  onClick={() => {
                    update(schedule.addTimeToAll(dates, allTime));
                    setAllTime('');
                  }}
                >
                  {t('schedule.addToAll')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('schedule.summary', { count: dates.length, events })}
              </Text>
            </>
          )}
          {dates.map((d, i) => (
            <ShowDateTimes
              key={d.date}
              date={d.date}
              times={d.times}
              errors={errorsOf(i)}
              copiedFrom={copiedFrom[d.date]}
              onAddTime={(time) => {
                touched(d.date);
                update(schedule.addTime(dates, d.date, time));
              }}
              onRemoveTime={(time) => {
                touched(d.date);
                update(schedule.removeTime(dates, d.date, time));
              }}
              onRemoveDate={() =>
                update(
                  schedule.selectDates(
                    dates,
                    dates.filter((x) => x.date !== d.date).map((x) => x.date),
                  ),
                )
              }
              onCopyToAll={
                dates.length > 1 ? () => update(schedule.copyTimesToAll(dates, d.date)) : undefined
              }
            />
          ))}
        </Stack>
      </SimpleGrid>
    </Input.Wrapper>
  );
}
