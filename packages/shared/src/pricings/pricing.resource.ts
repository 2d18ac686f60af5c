import { defineResource } from '../resources/define-resource';
import {
  pricingCreateSchema,
  pricingListQuerySchema,
  pricingSchema,
  pricingSortFields,
  pricingUpdateSchema,
} from './pricing.schema';

export const pricingResource = defineResource({
  name: 'pricings',
  subject: 'Pricing',
  label: 'Pricing',
  routeBase: '/pricing',
  param: 'pricingId',
  screens: ['list', 'add', 'detail'],
  i18n: { namespace: 'pricings' },
  schemas: {
    item: pricingSchema,
    create: pricingCreateSchema,
    update: pricingUpdateSchema,
    listQuery: pricingListQuerySchema,
  },
  sort: { fields: pricingSortFields, default: 'name' },
  filters: ['roomId'],
});
