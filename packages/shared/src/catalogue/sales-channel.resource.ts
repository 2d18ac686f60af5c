import { defineResource } from '../resources/define-resource';
import {
  salesChannelCreateSchema,
  salesChannelListQuerySchema,
  salesChannelSchema,
  salesChannelSortFields,
  salesChannelUpdateSchema,
} from './sales-channel.schema';

export const salesChannelResource = defineResource({
  name: 'sales-channels',
  subject: 'SalesChannel',
  label: 'Sales channel',
  routeBase: '/settings/sales-channel',
  param: 'salesChannelId',
  screens: ['list'],
  i18n: { namespace: 'catalogue', key: 'salesChannel' },
  schemas: {
    item: salesChannelSchema,
    create: salesChannelCreateSchema,
    update: salesChannelUpdateSchema,
    listQuery: salesChannelListQuerySchema,
  },
  sort: { fields: salesChannelSortFields, default: 'name' },
  filters: ['needsApproval'],
});
