import { salesChannelResource } from '@encore/shared/catalogue/sales-channel.schema';
import { eq } from 'drizzle-orm';
import { salesChannels } from '../../db/schema';
import { catalogueService } from '../../lib/catalogue-service';
import { catalogueModule } from '../../lib/catalogue-module';
import { salesChannelsRepository } from './sales-channels.repository';

/**
 * Sales channels: name, code, fee and whether their orders need approval, listed filtered by the last.
 * `(db, listCache?)` builds the service.
 */
export const createSalesChannelsService = catalogueService({
  resource: salesChannelResource,
  repository: salesChannelsRepository,
  columns: ['name', 'code', 'feeCents', 'needsApproval'],
  filter: (query) =>
    query.needsApproval === undefined ? undefined : eq(salesChannels.needsApproval, query.needsApproval),
});

export type SalesChannelsService = ReturnType<typeof createSalesChannelsService>;

/** Its routes, built by the composition root from the catalogue list (shared/catalogue/catalogue-list.ts). */
export const catalogue = catalogueModule(salesChannelResource, (deps) =>
  createSalesChannelsService(deps.db, deps.lists),
);
