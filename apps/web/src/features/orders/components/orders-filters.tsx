import { Button, Checkbox, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { orderStatuses, type OrderStatus } from '@encore/shared/orders/order.schema';
import type { OrderFilters } from '../api/list-orders';
import { ServerSearchSelect, type OptionSource } from '@/components/common/server-search-select';
import { datePickerLocale } from '@/lib/date-picker-locale';
import { CollapsibleFilters } from './collapsible-filters';

interface Option {
  value: string;
  label: string;
}

interface OrdersFiltersProps {
  value: OrderFilters;
  onChange: (value: OrderFilters) => void;
  /** The show filter's search (the shows feature's hooks, composed by the screen). */
  shows: OptionSource;
  channels: Option[];
}

/** The API's filters: status, show, channel, "created by me" and a date range (of the order's creation). */
export function OrdersFilters({ value, onChange, shows, channels }: OrdersFiltersProps) {
  const { t, i18n } = useTranslation('orders');
  const set = (patch: Partial<OrderFilters>) => onChange({ ...value, ...patch });
  const active = Object.values(value).filter(Boolean).length;
  return (
    <CollapsibleFilters active={active}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('filters.status')}
          placeholder={t('filters.any')}
          data={orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={value.status ?? null}
          onChange={(v) => set({ status: (v as OrderStatus | null) ?? undefined })}
          clearable
          w={{ base: '100%', xs: 190 }}
        />
        <ServerSearchSelect
          {...shows}
          label={t('filters.show')}
          placeholder={t('filters.any')}
          value={value.showId ?? null}
          onChange={(v) => set({ showId: v ?? undefined, eventId: undefined })}
          nothingFound={t('filters.noResult')}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t('filters.channel')}
          placeholder={t('filters.any')}
          data={channels}
          value={value.salesChannelId ?? null}
          onChange={(v) => set({ salesChannelId: v ?? undefined })}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <DatePickerInput
          type="range"
          label={t('filters.dates')}
          placeholder={t('filters.anyDate')}
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          value={[value.from ?? null, value.to ?? null]}
          onChange={([from, to]) => set({ from: from ?? undefined, to: to ?? undefined })}
          {...datePickerLocale(i18n.language)}
          allowSingleDateInRange
          clearable
          miw={220}
        />
        <Checkbox
          label={t('filters.mine')}
          checked={Boolean(value.mine)}
          onChange={(e) => set({ mine: e.currentTarget.checked || undefined })}
          mb={8}
        />
        {value.eventId && (
          <Button
            variant="light"
            rightSection={<IconX size={14} aria-hidden />}
            onClick={() => set({ eventId: undefined })}
            aria-label={t('filters.oneEventClear')}
          >
            {t('filters.oneEvent')}
          </Button>
        )}
        {active > 0 && (
          <Button variant="subtle" onClick={() => onChange({})}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </CollapsibleFilters>
  );
}
