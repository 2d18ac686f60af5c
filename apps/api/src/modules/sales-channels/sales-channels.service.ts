import { salesChannelResource } from '@encore/shared/catalogue/sales-channel.resource';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SalesChannel,
  salesChannelCreateSchema,
  salesChannelListQuerySchema,
  salesChannelUpdateSchema,
} from '@encore/shared/catalogue/sales-channel.schema';
import type { Database } from '../../db/client';
import { salesChannels } from '../../db/schema';
import { simpleCrudService } from '../../lib/crud-service';
import { definedOnly, iso } from '../../lib/dto';
import type { ListCache } from '../../lib/list-cache';
import { salesChannelsRepository } from './sales-channels.repository';

/** `listCache`: its list pages kept until the table changes (lib/list-cache.ts). */
export function createSalesChannelsService(db: Database, listCache?: ListCache) {
  return simpleCrudService<
    typeof salesChannels,
    SalesChannel,
    z.output<typeof salesChannelCreateSchema>,
    z.output<typeof salesChannelUpdateSchema>,
    z.output<typeof salesChannelListQuerySchema>
  >({
    db,
    listCache,
    resource: salesChannelResource,
    repository: salesChannelsRepository,
    filter: (query) =>
      query.needsApproval === undefined ? undefined : eq(salesChannels.needsApproval, query.needsApproval),
    toRow: (input) =>
      definedOnly({
        name: input.name,
        code: input.code,
        feeCents: input.feeCents,
        needsApproval: input.needsApproval,
      }),
    toDto: (row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      feeCents: row.feeCents,
      needsApproval: row.needsApproval,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }),
  });
}

export type SalesChannelsService = ReturnType<typeof createSalesChannelsService>;
