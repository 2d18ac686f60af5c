import { defineResource } from '../resources/define-resource';
import {
  roomCreateSchema,
  roomListQuerySchema,
  roomSchema,
  roomSortFields,
  roomUpdateSchema,
} from './room.schema';

export const roomResource = defineResource({
  name: 'rooms',
  subject: 'Room',
  label: 'Room',
  routeBase: '/room',
  param: 'roomId',
  screens: ['list', 'add', 'detail'],
  i18n: { namespace: 'rooms' },
  schemas: {
    item: roomSchema,
    create: roomCreateSchema,
    update: roomUpdateSchema,
    listQuery: roomListQuerySchema,
  },
  sort: { fields: roomSortFields, default: 'name' },
  filters: ['kind', 'hasSeatMap'],
});
