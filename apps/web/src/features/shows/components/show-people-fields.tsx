import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtistOptions, useChosenArtistOptions } from '../api/list-artist-options';
import { useProducerOptions } from '../api/list-producer-options';
import type { Option } from '../api/option-query';
import type { ShowFormValues } from '../lib/show-values';

/** Who plays (artists searched on the server) and who produces. */
export function ShowPeopleFields({ form }: { form: UseFormReturnType<ShowFormValues> }) {
  const { t } = useTranslation('shows');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useArtistOptions(debounced);
  const chosen = useChosenArtistOptions(form.values.artistIds, found.data ?? []);
  // The chosen artists stay in the data so their chips keep a name whatever is being searched.
  const artists = useMemo(() => {
    const byId = new Map<string, Option>();
    for (const o of [...chosen, ...(found.data ?? [])]) byId.set(o.value, o);
    return [...byId.values()];
  }, [chosen, found.data]);
  const producers = useProducerOptions();
  const onlyProducer = producers.data?.length === 1 ? producers.data[0]!.value : null;
  const { producerId } = form.values;
  useEffect(() => {
    // A producer account sees its own producer only: it is the show's producer.
    if (onlyProducer && !producerId) form.setFieldValue('producerId', onlyProducer);
  }, [onlyProducer, producerId, form]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <MultiSelect
        label={t('fields.artists')}
        placeholder={t('fields.artistsPlaceholder')}
        data={artists}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server already filtered: do not filter its answer again on accents or word order.
        filter={({ options }) => options}
        nothingFoundMessage={found.isFetching ? undefined : t('fields.noResult')}
        clearable
        {...form.getInputProps('artistIds')}
      />
      <Select
        label={t('fields.producer')}
        withAsterisk
        data={producers.data ?? []}
        searchable
        nothingFoundMessage={t('fields.noResult')}
        {...form.getInputProps('producerId')}
      />
    </SimpleGrid>
  );
}
