import { salesChannels } from '../../db/schema';
import { crudRepository } from '../../lib/crud-repository';
import { lower } from '../../lib/list-query';

export const salesChannelsRepository = crudRepository(salesChannels, {
  id: salesChannels.id,
  updatedAt: salesChannels.updatedAt,
  search: [salesChannels.name, salesChannels.code],
  sort: {
    name: lower(salesChannels.name),
    code: salesChannels.code,
    feeCents: salesChannels.feeCents,
    createdAt: salesChannels.createdAt,
  },
  defaultSort: 'name',
});
