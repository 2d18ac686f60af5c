import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { usePricingOptions } from '../api/list-pricing-options';
import { useRoomOptions } from '../api/list-room-options';
import { useSalesChannelOptions } from '../api/list-sales-channel-options';
import type { ShowFormValues } from '../lib/show-values';

/** Where and how it sells: room, pricing of that room, sales channels. */
export function ShowSellingFields({ form }: { form: UseFormReturnType<ShowFormValues> }) {
  const { t } = useTranslation('shows');
  const rooms = useRoomOptions();
  const channels = useSalesChannelOptions();
  const { roomId } = form.values;
  const pricings = usePricingOptions(roomId);
  const roomInput = form.getInputProps('roomId');
  const pricingHint = !roomId
    ? t('fields.pricingNoRoom')
    : pricings.data?.length === 0
      ? t('fields.pricingNone')
      : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('fields.room')}
        withAsterisk
        data={rooms.data ?? []}
        searchable
        nothingFoundMessage={t('fields.noResult')}
        {...roomInput}
        onChange={(value) => {
          // A pricing belongs to one room: changing the room drops the pricing of the old one.
          if (value !== roomId) form.setFieldValue('pricingId', null);
          roomInput.onChange(value);
        }}
      />
      <Select
        label={t('fields.pricing')}
        description={pricingHint}
        data={pricings.data ?? []}
        disabled={!roomId}
        clearable
        {...form.getInputProps('pricingId')}
      />
      <MultiSelect
        label={t('fields.salesChannels')}
        data={channels.data ?? []}
        searchable
        clearable
        nothingFoundMessage={t('fields.noResult')}
        {...form.getInputProps('salesChannelIds')}
        // The spec's 'Failed to load sales channels': an empty list would read as 'no channel exists'.
        error={
          form.errors.salesChannelIds ?? (channels.isError ? t('failures.loadSalesChannels') : undefined)
        }
      />
    </SimpleGrid>
  );
}
