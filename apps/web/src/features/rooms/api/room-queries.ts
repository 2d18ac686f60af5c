import { roomResource } from '@encore/shared/rooms/room.resource';
import { resourceQueries } from '@/components/resource/resource-queries';

/** Rooms: list (filtered by kind), record, create, update and delete under the one ['rooms'] key. */
export const rooms = resourceQueries(roomResource);
