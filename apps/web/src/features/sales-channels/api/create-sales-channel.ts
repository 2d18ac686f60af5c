import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesChannel, SalesChannelCreateInput } from '@encore/shared/catalogue/sales-channel.schema';
import { createOne } from '@/components/resource/resource-api';
import { salesChannelsQueryKey } from './list-sales-channels';

export const createSalesChannel = (input: SalesChannelCreateInput) =>
  createOne<SalesChannel>('/sales-channels', input);

export function useCreateSalesChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSalesChannel,
    onSuccess: () => client.invalidateQueries({ queryKey: salesChannelsQueryKey }),
  });
}
