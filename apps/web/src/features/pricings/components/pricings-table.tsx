import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { createdAtColumn, editDeleteColumn, linkColumn } from '@/components/resource/columns';
import { ResourceTable } from '@/components/resource/resource-table';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { pricings, usePricingRooms } from '../api/pricing-queries';

/** The pricings list: name, room, categories and levels counts; server-paged, searchable, by room. */
export function PricingsTable() {
  const { t, i18n } = useTranslation('pricings');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams(pricings.initialSort, ['roomId']);
  const roomId = list.filters.roomId ?? null;
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
        onChange={(value) => list.setFilters({ roomId: value })}
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
          editDeleteColumn<Pricing>(t, {
            canEdit: ability.can('update', 'Pricing'),
            canDelete: ability.can('delete', 'Pricing'),
            onEdit: (p) => void navigate(`/pricing/${p.id}`),
            name: (p) => p.name,
            remove: remove.mutateAsync,
          }),
        ]}
      />
    </>
  );
}
