import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { foldText } from '@/lib/fold-text';

interface Option {
  value: string;
  label: string;
}

/** What a feature's option search gives this select: the options the server found for a text. */
export interface OptionSearch {
  data?: Option[] | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/** The feature's hooks a server-searched select calls: the search, and the chosen option's name. */
export interface OptionSource {
  useOptions: (search: string) => OptionSearch;
  useOption: (id: string | null) => Option | null;
}

interface ServerSearchSelectProps extends OptionSource {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  placeholder: string;
  nothingFound: string;
  w?: SelectProps['w'];
}

/**
 * A clearable select whose options the server searches as the user types (200 ms after the last key), so
 * it finds any record and ignores accents as the server's searches do ("heritiere" finds "L'Héritière").
 * The chosen option stays listed (the box shows its name) whatever the search brought.
 */
export function ServerSearchSelect(props: ServerSearchSelectProps) {
  const { value, onChange, useOptions, useOption } = props;
  const [search, setSearch] = useState('');
  const chosen = useOption(value);
  // Picking fills the box with the option's name: that text is not a search.
  const typed = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 200);
  const found = useOptions(debounced);
  const options = useMemo(() => {
    const list = found.data ?? [];
    return chosen && !list.some((o) => o.value === chosen.value) ? [...list, chosen] : list;
  }, [found.data, chosen]);
  // While the server searches, the options on display answer an earlier text: keep those still matching.
  const stale = typed !== debounced || found.isPlaceholderData;
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched (a show is found by its artists too): its answer is not filtered again.
      filter={({ options: shown }) =>
        stale ? shown.filter((o) => 'label' in o && foldText(o.label).includes(foldText(typed))) : shown
      }
      nothingFoundMessage={found.isFetching ? undefined : props.nothingFound}
      w={props.w}
    />
  );
}
