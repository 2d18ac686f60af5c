import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarSearch } from '@tabler/icons-react';
import { forwardRef, useMemo, useState, type ReactNode } from 'react';
import type { EventSearchItem } from '@encore/shared/shows/event-search.schema';
import { foldText } from '@/lib/fold-text';

/** What a feature's query of `GET /api/events` gives this select (under the feature's own cache key). */
export interface EventSearchResult {
  data?: { data: EventSearchItem[] } | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

interface EventSearchSelectProps {
  value: EventSearchItem | null;
  onChange: (event: EventSearchItem | null) => void;
  /** The feature's query hook: the events whose show name matches the (debounced) search. */
  useEvents: (search: string) => EventSearchResult;
  /** The text of an option and of the box once picked. */
  labelOf: (event: EventSearchItem) => string;
  texts: { label: string; placeholder: string; searching: string; none: string };
  renderOption?: (event: EventSearchItem) => ReactNode;
  w?: SelectProps['w'];
  'data-testid'?: string;
}

/**
 * One event-search select for the box office and the door: search as you type on the show's name (the
 * server searches, 200 ms after the last key), arrows and Enter pick; the picked event stays listed.
 */
export const EventSearchSelect = forwardRef<HTMLInputElement, EventSearchSelectProps>(
  function EventSearchSelect({ value, onChange, useEvents, labelOf, texts, renderOption, ...props }, ref) {
    const [search, setSearch] = useState('');
    // Picking fills the box with the event's label: that text is not a new search.
    const typed = value && search === labelOf(value) ? '' : search.trim();
    const [debounced] = useDebouncedValue(typed, 200);
    const query = useEvents(debounced);
    const events = useMemo(() => {
      const list = query.data?.data ?? [];
      if (!value) return list;
      const others = list.filter((e) => e.id !== value.id);
      // The picked event stays listed (the box shows its label), first when nothing is typed; while the
      // seller searches for another one it comes last, so the first match (what Enter picks) is another.
      return typed ? [...others, ...(others.length < list.length ? [value] : [])] : [value, ...others];
    }, [query.data, value, typed]);
    const byId = new Map(events.map((e) => [e.id, e]));
    // While the server searches, the list on display answers an earlier text: only its options that still
    // match what is typed stay, so Enter after fast typing never picks another show's event.
    const stale = typed !== debounced || query.isPlaceholderData;
    return (
      <Select
        ref={ref}
        label={texts.label}
        placeholder={texts.placeholder}
        leftSection={<IconCalendarSearch size={16} aria-hidden />}
        data={events.map((e) => ({ value: e.id, label: labelOf(e) }))}
        value={value?.id ?? null}
        onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
        searchable
        // Enter on the event already picked keeps it (it used to deselect it and empty the counter).
        allowDeselect={false}
        // Typing then Enter picks the first match, as a search box does (typing opens the list, which
        // otherwise highlighted the picked event: Enter then deselected it).
        selectFirstOptionOnChange
        selectFirstOptionOnDropdownOpen
        searchValue={search}
        onSearchChange={setSearch}
        // The server already searched: every option it sent for this text is a match.
        filter={({ options }) =>
          stale ? options.filter((o) => 'label' in o && foldText(o.label).includes(foldText(typed))) : options
        }
        nothingFoundMessage={query.isFetching ? texts.searching : texts.none}
        renderOption={
          renderOption
            ? ({ option }) => {
                const e = byId.get(option.value);
                return e ? renderOption(e) : option.label;
              }
            : undefined
        }
        maxDropdownHeight={360}
        {...props}
      />
    );
  },
);
