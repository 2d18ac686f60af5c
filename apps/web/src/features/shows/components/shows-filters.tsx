import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { showStatuses, type ShowStatus } from '@encore/shared/shows/show.schema';
import type { ShowFilters } from '../api/list-shows';
import { calendarLabels } from '../lib/calendar-labels';
import { useCategoryOptions } from '../api/list-category-options';
import { useProducerOptions } from '../api/list-producer-options';

/** dayjs formats of a picked day: fr-FR "4 mai 2030", en-US "May 4, 2030". */
export const dayFormatOf = (language: string) => (language.startsWith('en') ? 'MMM D, YYYY' : 'D MMM YYYY');

interface ShowsFiltersProps {
  value: ShowFilters;
  onChange: (value: ShowFilters) => void;
}

/** Status, category, producer and a date range (shows playing at least once in it). */
export function ShowsFilters({ value, onChange }: ShowsFiltersProps) {
  const { t, i18n } = useTranslation('shows');
  const categories = useCategoryOptions();
  const producers = useProducerOptions();
  const set = (patch: Partial<ShowFilters>) => onChange({ ...value, ...patch });
  const active = Object.values(value).some(Boolean);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('filters.status')}
        placeholder={t('filters.any')}
        data={showStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={value.status ?? null}
        onChange={(v) => set({ status: (v as ShowStatus | null) ?? undefined })}
        clearable
        w={160}
      />
      <Select
        label={t('filters.category')}
        placeholder={t('filters.any')}
        data={categories.data ?? []}
        value={value.categoryId ?? null}
        onChange={(v) => set({ categoryId: v ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('fields.noResult')}
        w={200}
      />
      <Select
        label={t('filters.producer')}
        placeholder={t('filters.any')}
        data={producers.data ?? []}
        value={value.producerId ?? null}
        onChange={(v) => set({ producerId: v ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('fields.noResult')}
        w={220}
      />
      <DatePickerInput
        type="range"
        label={t('filters.dateRange')}
        placeholder={t('filters.dateRangePlaceholder')}
        // This placeholder is real text in a button (axe checks it): the theme's dimmed grey keeps AA.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={[value.dateFrom ?? null, value.dateTo ?? null]}
        onChange={([from, to]) => set({ dateFrom: from ?? undefined, dateTo: to ?? undefined })}
        valueFormat={dayFormatOf(i18n.language)}
        allowSingleDateInRange
        hideOutsideDates
        clearable
        {...calendarLabels(t, i18n.language)}
        miw={220}
      />
      {active && (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
