import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { SalesFilter } from '@encore/shared/analytics/analytics.schema';
import { ServerSearchSelect, type OptionSource } from '@/components/common/server-search-select';
import { datePickerLocale } from '@/lib/date-picker-locale';

interface Option {
  value: string;
  label: string;
}

interface AnalyticsFiltersProps {
  value: SalesFilter;
  onChange: (value: Partial<SalesFilter>) => void;
  onClear: () => void;
  /** The show filter's search (the shows feature's hooks, composed by the screen). */
  shows: OptionSource;
  channels: Option[];
}

/** Date range (France calendar days, a year at most), show and channel: the API's filters. */
export function AnalyticsFilters({ value, onChange, onClear, shows, channels }: AnalyticsFiltersProps) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DatePickerInput
        type="range"
        label={t('analytics.dates')}
        value={[value.from, value.to]}
        // A range is written once both ends are picked; a year at most (the API's bound).
        onChange={([from, to]) => from && to && onChange({ from, to })}
        {...datePickerLocale(i18n.language)}
        allowSingleDateInRange
        maxLevel="year"
        w={{ base: '100%', xs: 260 }}
      />
      <ServerSearchSelect
        {...shows}
        label={t('analytics.show')}
        placeholder={t('analytics.allShows')}
        value={value.showId ?? null}
        onChange={(v) => onChange({ showId: v ?? undefined })}
        nothingFound={t('analytics.noResult')}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={t('analytics.channel')}
        placeholder={t('analytics.allChannels')}
        data={channels}
        value={value.salesChannelId ?? null}
        onChange={(v) => onChange({ salesChannelId: v ?? undefined })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      <Button variant="subtle" onClick={onClear}>
        {t('analytics.reset')}
      </Button>
    </Group>
  );
}
