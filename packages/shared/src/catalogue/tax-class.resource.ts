import { defineResource } from '../resources/define-resource';
import {
  taxClassCreateSchema,
  taxClassListQuerySchema,
  taxClassSchema,
  taxClassSortFields,
  taxClassUpdateSchema,
} from './tax-class.schema';

export const taxClassResource = defineResource({
  name: 'tax-classes',
  subject: 'TaxClass',
  label: 'Tax class',
  routeBase: '/settings/tax-class',
  param: 'taxClassId',
  screens: ['list'],
  i18n: { namespace: 'catalogue', key: 'taxClass' },
  schemas: {
    item: taxClassSchema,
    create: taxClassCreateSchema,
    update: taxClassUpdateSchema,
    listQuery: taxClassListQuerySchema,
  },
  sort: { fields: taxClassSortFields, default: 'rateBasisPoints', initial: 'name' },
  filters: [],
});
