import {
  salesChannelCreateSchema,
  salesChannelListQuerySchema,
  salesChannelSchema,
  salesChannelUpdateSchema,
} from '@encore/shared/catalogue/sales-channel.schema';
import { crudRoutes } from '../../lib/crud-routes';
import type { SalesChannelsService } from './sales-channels.service';

export const salesChannelsRoutes = (service: SalesChannelsService) =>
  crudRoutes({
    tag: 'sales-channels',
    subject: 'SalesChannel',
    service,
    schemas: {
      item: salesChannelSchema,
      create: salesChannelCreateSchema,
      update: salesChannelUpdateSchema,
      listQuery: salesChannelListQuerySchema,
    },
  });
