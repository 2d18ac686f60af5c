import { defineResource } from '../resources/define-resource';
import {
  producerCreateSchema,
  producerListQuerySchema,
  producerSchema,
  producerSortFields,
  producerUpdateSchema,
} from './producer.schema';

export const producerResource = defineResource({
  name: 'producers',
  subject: 'Producer',
  label: 'Producer',
  routeBase: '/producer',
  param: 'producerId',
  screens: ['list', 'add', 'detail'],
  i18n: { namespace: 'catalogue', key: 'producer' },
  schemas: {
    item: producerSchema,
    create: producerCreateSchema,
    update: producerUpdateSchema,
    listQuery: producerListQuerySchema,
  },
  sort: { fields: producerSortFields, default: 'name' },
  filters: [],
});
