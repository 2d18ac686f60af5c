import { defineResource } from '../resources/define-resource';
import {
  showCreateSchema,
  showListQuerySchema,
  showSchema,
  showSortFields,
  showUpdateSchema,
} from './show.schema';

export const showResource = defineResource({
  name: 'shows',
  subject: 'Show',
  label: 'Show',
  routeBase: '/show',
  param: 'showId',
  screens: ['list', 'add', 'detail'],
  i18n: { namespace: 'shows' },
  schemas: {
    item: showSchema,
    create: showCreateSchema,
    update: showUpdateSchema,
    listQuery: showListQuerySchema,
  },
  sort: { fields: showSortFields, default: 'firstEventAt' },
  filters: ['status', 'categoryId', 'producerId', 'artistId', 'roomId', 'dateFrom', 'dateTo'],
});
