import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarSearch } from '@tabler/icons-react';
import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickerEvents, type PickerEvent } from '../api/list-events';
import { formatStart } from '../lib/format';

interface EventPickerProps {
  value: PickerEvent | null;
  onChange: (event: PickerEvent | null) => void;
}

/** Search as you type on the show's name; scheduled events to come, the next first; arrows and Enter pick. */
export const EventPicker = forwardRef<HTMLInputElement, EventPickerProps>(function EventPicker(
  { value, onChange },
  ref,
) {
  const { t, i18n } = useTranslation('boxOffice');
  const [search, setSearch] = useState('');
  // The hour is enough precision: the key stays the same while the seller types.
  const [from] = useState(() => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString());
  const labelOf = (e: PickerEvent) => `${e.showName} · ${formatStart(e.startsAt, i18n.language)}`;
  const selectedLabel = value ? labelOf(value) : '';
  // Picking fills the box with the event's label: that text is not a new search.
  const typed = search === selectedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 200);
  const query = usePickerEvents(debounced, from);
  const events = useMemo(() => {
    const list = query.data?.data ?? [];
    return value && !list.some((e) => e.id === value.id) ? [value, ...list] : list;
  }, [query.data, value]);
  const byId = new Map(events.map((e) => [e.id, e]));
  return (
    <Select
      ref={ref}
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      leftSection={<IconCalendarSearch size={16} aria-hidden />}
      data={events.map((e) => ({ value: e.id, label: labelOf(e) }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: every option it sent is a match.
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? t('picker.searching') : t('picker.none')}
      renderOption={({ option }) => {
        const e = byId.get(option.value);
        if (!e) return option.label;
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <div>
              <Text size="sm" fw={500}>
                {e.showName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatStart(e.startsAt, i18n.language)} · {e.roomName}
              </Text>
            </div>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('picker.available', { count: e.available })}
            </Text>
          </Group>
        );
      }}
      maxDropdownHeight={360}
      w={{ base: '100%', sm: 420 }}
      data-testid="event-picker"
    />
  );
});
