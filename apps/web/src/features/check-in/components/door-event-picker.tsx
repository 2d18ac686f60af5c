import { useTranslation } from 'react-i18next';
import type { EventSearchItem } from '@encore/shared/shows/event-search.schema';
import { EventSearchSelect } from '@/components/events/event-search-select';
import { localeOf } from '@/lib/i18n';
import { useDoorEvents } from '../api/check-in-api';

export const formatDoorStart = (iso: string, language: string) =>
  new Date(iso).toLocaleString(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });

interface DoorEventPickerProps {
  value: EventSearchItem | null;
  onChange: (event: EventSearchItem | null) => void;
}

/** The event this door admits to: the shared event search, today's and the next events first. */
export function DoorEventPicker({ value, onChange }: DoorEventPickerProps) {
  const { t, i18n } = useTranslation('checkIn');
  return (
    <EventSearchSelect
      value={value}
      onChange={onChange}
      useEvents={useDoorEvents}
      labelOf={(e) => `${e.showName} · ${formatDoorStart(e.startsAt, i18n.language)} · ${e.roomName}`}
      texts={{
        label: t('event.label'),
        placeholder: t('event.placeholder'),
        searching: t('event.searching'),
        none: t('event.none'),
      }}
      w={{ base: '100%', sm: 520 }}
      data-testid="door-event-picker"
    />
  );
}
