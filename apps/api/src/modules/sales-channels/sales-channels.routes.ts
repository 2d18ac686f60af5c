import { salesChannelResource } from '@encore/shared/catalogue/sales-channel.resource';
import { crudRoutes } from '../../lib/crud-routes';
import type { SalesChannelsService } from './sales-channels.service';

export const salesChannelsRoutes = (service: SalesChannelsService) =>
  crudRoutes({ resource: salesChannelResource, service });
