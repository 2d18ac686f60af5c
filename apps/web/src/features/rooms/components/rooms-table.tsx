import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roomKinds, type Room } from '@encore/shared/rooms/room.schema';
import { linkColumn } from '@/components/resource/columns';
import { ResourceTable } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { rooms } from '../api/room-queries';
import { RoomKindBadge } from './room-kind-badge';

/** The rooms list: name, kind, city, capacity; filtered by kind; edit and delete per row. */
export function RoomsTable() {
  const { t, i18n } = useTranslation('rooms');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams(rooms.initialSort, ['kind']);
  const kind = roomKinds.find((k) => k === list.filters.kind);
  const query = rooms.useList(list.params, { kind });
  const remove = rooms.useRemove();
  const canEdit = ability.can('update', 'Room');
  const canDelete = ability.can('delete', 'Room');
  return (
    <>
      <SegmentedControl
        aria-label={t('filters.kind')}
        value={kind ?? 'all'}
        onChange={(value) => list.setFilters({ kind: value === 'all' ? undefined : value })}
        data={[
          { value: 'all', label: t('filters.all') },
          { value: 'placed', label: t('kind.placed') },
          { value: 'unplaced', label: t('kind.unplaced') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <ResourceTable<Room>
        label={t('plural')}
        list={list}
        query={query}
        columns={[
          linkColumn<Room>('name', t('fields.name'), (r) => `/room/${r.id}`),
          {
            accessor: 'kind',
            title: t('fields.kind'),
            noWrap: true,
            render: (r) => <RoomKindBadge kind={r.kind} />,
          },
          {
            accessor: 'city',
            title: t('catalogue:address.city'),
            // Narrow screens keep name, kind, capacity and actions; the city is in the room itself.
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (r) => r.address.city ?? '',
          },
          {
            accessor: 'capacity',
            title: t('fields.capacity'),
            sortable: true,
            textAlign: 'right',
            render: (r) => r.capacity.toLocaleString(i18n.language),
          },
          {
            accessor: 'actions',
            title: t('catalogue:list.actions'),
            textAlign: 'right',
            hidden: !canEdit && !canDelete,
            render: (r) => (
              <RowActions
                name={r.name}
                onEdit={canEdit ? () => void navigate(`/room/${r.id}`) : undefined}
                onDelete={canDelete ? () => remove.mutateAsync(r.id) : undefined}
              />
            ),
          },
        ]}
      />
    </>
  );
}
