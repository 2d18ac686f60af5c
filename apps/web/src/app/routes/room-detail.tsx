import { Group, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '@/components/resource/delete-button';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { RoomForm } from '@/features/rooms/components/room-form';
import { RoomKindBadge } from '@/features/rooms/components/room-kind-badge';
import { useRoom } from '@/features/rooms/api/get-room';
import { useUpdateRoom } from '@/features/rooms/api/update-room';
import { useDeleteRoom } from '@/features/rooms/api/delete-room';

export function Component() {
  const { roomId = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const query = useRoom(roomId);
  const update = useUpdateRoom(roomId);
  const remove = useDeleteRoom();
  const back = () => void navigate('/room/all');
  if (!query.data) return <DetailState isError={query.isError} />;
  const room = query.data;
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
      <Stack maw={720}>{form}</Stack>
    </Stack>
  );
}
