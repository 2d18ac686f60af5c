import { useQuery } from '@tanstack/react-query';
import type { SalesChannel } from '@encore/shared/catalogue/sales-channel.schema';
import { optionsQuery } from './option-query';

export const salesChannelOptionsQueryOptions = () =>
  optionsQuery<SalesChannel>('/sales-channels', { sort: 'name' }, (r) => r.name);

export const useSalesChannelOptions = () => useQuery(salesChannelOptionsQueryOptions());
