import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteButton } from '@/components/resource/delete-button';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { RoomForm } from '@/features/rooms/components/room-form';
import { RoomKindBadge } from '@/features/rooms/components/room-kind-badge';
import { SeatMapSection } from '@/features/rooms/builder/seat-map-section';
import { rooms } from '@/features/rooms/api/room-queries';

export function Component() {
  const { t } = useTranslation('rooms');
  const { roomId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const query = rooms.useOne(roomId);
  const update = rooms.useUpdate(roomId);
  const remove = rooms.useRemove();
  const back = () => void navigate('/room/all');
  if (!query.data) return <DetailState isError={query.isError} error={query.error} />;
  const room = query.data;
  const placed = room.kind === 'placed';
  const tab = placed && search.get('tab') === 'seat-map' ? 'seat-map' : 'details';
  const form = (
    <RoomForm
      key={room.updatedAt}
      room={room}
      readOnly={!ability.can('update', 'Room')}
      loading={update.isPending}
      onCancel={back}
      onSubmit={(values) => update.mutateAsync(values)}
    />
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{room.name}</Title>
          <RoomKindBadge kind={room.kind} />
        </Group>
        {ability.can('delete', 'Room') && (
          <DeleteButton name={room.name} onDelete={() => remove.mutateAsync(room.id)} onDeleted={back} />
        )}
      </Group>
      {placed ? (
        <Tabs
          value={tab}
          onChange={(value) => setSearch(value === 'seat-map' ? { tab: 'seat-map' } : {}, { replace: true })}
        >
          <Tabs.List>
            <Tabs.Tab value="details">{t('tabs.details')}</Tabs.Tab>
            <Tabs.Tab value="seat-map">{t('tabs.seatMap')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="md" maw={720}>
            {form}
          </Tabs.Panel>
          <Tabs.Panel value="seat-map" pt="md">
            <SeatMapSection key={room.id} room={room} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Stack maw={720}>{form}</Stack>
      )}
    </Stack>
  );
}
