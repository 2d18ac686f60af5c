import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { createdAtColumn, deleteColumn, linkColumn } from '@/components/resource/columns';
import { ResourceTable } from '@/components/resource/resource-table';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { pricings, usePricingRooms } from '../api/pricing-queries';

/** The pricings list: name, room, categories and levels counts; server-paged, searchable, by room. */
export function PricingsTable() {
  const { t, i18n } = useTranslation('pricings');
  const ability = useAbility();
  const list = useListParams(pricings.initialSort);
  const [roomId, setRoomId] = useState<string | null>(null);
  const query = pricings.useList(list.params, { roomId: roomId ?? undefined });
  const rooms = usePricingRooms();
  const remove = pricings.useRemove();
  const count = (n: number) => n.toLocaleString(i18n.language);
  return (
    <>
      <Select
        label={t('list.filterRoom')}
        placeholder={t('list.allRooms')}
        data={(rooms.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        value={roomId}
        onChange={(value) => {
          setRoomId(value);
          list.setPage(1);
        }}
        clearable
        searchable
        maw={360}
        error={rooms.isError ? t('failures.loadPricing') : undefined}
      />
      <ResourceTable<Pricing>
        label={t('title')}
        list={list}
        query={query}
        columns={[
          linkColumn<Pricing>('name', t('fields.name'), (p) => `/pricing/${p.id}`),
          { accessor: 'roomName', title: t('fields.room') },
          {
            accessor: 'categories',
            title: t('fields.categories'),
            textAlign: 'right',
            render: (p) => count(p.categories.length),
          },
          {
            accessor: 'priceLevels',
            title: t('fields.levels'),
            textAlign: 'right',
            render: (p) => count(p.priceLevels.length),
          },
          createdAtColumn<Pricing>(t, i18n.language),
          deleteColumn<Pricing>(t, {
            allowed: ability.can('delete', 'Pricing'),
            name: (p) => p.name,
            remove: remove.mutateAsync,
          }),
        ]}
      />
    </>
  );
}
