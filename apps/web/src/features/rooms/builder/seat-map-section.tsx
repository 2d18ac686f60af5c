import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Room } from '@encore/shared/rooms/room.schema';
import { DetailState } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { seatMapQueryOptions, useBackgroundUrl } from '@/components/seat-map/room-plan-queries';
import { SeatMapBuilder } from './seat-map-builder';
import { SeatMapReadOnly } from './seat-map-read-only';

/** The "Seat map" tab: the builder for those who may change rooms, the viewer alone for the others. */
export function SeatMapSection({ room }: { room: Room }) {
  const ability = useAbility();
  const client = useQueryClient();
  const query = useQuery(seatMapQueryOptions(room.id));
  const backgroundUrl = useBackgroundUrl(room.id, room.hasBackground, room.updatedAt);
  const reload = useCallback(
    () => client.fetchQuery({ ...seatMapQueryOptions(room.id), staleTime: 0 }),
    [client, room.id],
  );
  if (!query.data) return <DetailState isError={query.isError} error={query.error} />;
  if (!ability.can('update', 'Room'))
    return <SeatMapReadOnly map={query.data.map} name={room.name} backgroundUrl={backgroundUrl} />;
  return <SeatMapBuilder room={room} initial={query.data} reload={reload} backgroundUrl={backgroundUrl} />;
}
