import { defineResource } from '../resources/define-resource';
import {
  artistCreateSchema,
  artistListQuerySchema,
  artistSchema,
  artistSortFields,
  artistUpdateSchema,
} from './artist.schema';

export const artistResource = defineResource({
  name: 'artists',
  subject: 'Artist',
  label: 'Artist',
  routeBase: '/artist',
  param: 'artistId',
  screens: ['list', 'add', 'detail'],
  i18n: { namespace: 'catalogue', key: 'artist' },
  schemas: {
    item: artistSchema,
    create: artistCreateSchema,
    update: artistUpdateSchema,
    listQuery: artistListQuerySchema,
  },
  sort: { fields: artistSortFields, default: 'name' },
  filters: [],
});
