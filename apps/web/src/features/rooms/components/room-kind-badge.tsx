import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomKind } from '@encore/shared/rooms/room.schema';

/** Placed (a seat map) or unplaced (general admission), in words and colour. */
export function RoomKindBadge({ kind }: { kind: RoomKind }) {
  const { t } = useTranslation('rooms');
  return (
    <Badge variant="light" color={kind === 'placed' ? 'blue' : 'grape'} data-testid="room-kind">
      {t(`kind.${kind}`)}
    </Badge>
  );
}
