import { Group, Text } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EventSearchSelect } from '@/components/events/event-search-select';
import { useUpcomingEvents, type PickerEvent } from '../api/list-events';
import { formatStart } from '../lib/format';

interface EventPickerProps {
  value: PickerEvent | null;
  onChange: (event: PickerEvent | null) => void;
}

/** The events on sale (nothing the cart would refuse), the next first, with the seats left. */
export const EventPicker = forwardRef<HTMLInputElement, EventPickerProps>(function EventPicker(
  { value, onChange },
  ref,
) {
  const { t, i18n } = useTranslation('boxOffice');
  return (
    <EventSearchSelect
      ref={ref}
      value={value}
      onChange={onChange}
      useEvents={useUpcomingEvents}
      labelOf={(e) => `${e.showName} · ${formatStart(e.startsAt, i18n.language)}`}
      texts={{
        label: t('picker.label'),
        placeholder: t('picker.placeholder'),
        searching: t('picker.searching'),
        none: t('picker.none'),
      }}
      renderOption={(e) => (
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
      )}
      w={{ base: '100%', sm: 420 }}
      data-testid="event-picker"
    />
  );
});
