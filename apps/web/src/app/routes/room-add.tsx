import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAbility } from '@/lib/ability';
import { RoomForm } from '@/features/rooms/components/room-form';
import { rooms } from '@/features/rooms/api/room-queries';

export function Component() {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  const ability = useAbility();
  const create = rooms.useCreate();
  if (!ability.can('create', 'Room')) return <Navigate to="/not-authorized" replace />;
  return (
    <Stack maw={720}>
      <Title order={1}>{t('add')}</Title>
      <RoomForm
        loading={create.isPending}
        onCancel={() => void navigate('/room/all')}
        onSubmit={async (values) => {
          const room = await create.mutateAsync(values);
          // A placed room is built next: open its seat map straight away.
          void navigate(`/room/${room.id}${room.kind === 'placed' ? '?tab=seat-map' : ''}`, {
            replace: true,
          });
        }}
      />
    </Stack>
  );
}
