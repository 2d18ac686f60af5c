import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesChannel, SalesChannelUpdateInput } from '@encore/shared/catalogue/sales-channel.schema';
import { updateOne } from '@/components/resource/resource-api';
import { salesChannelsQueryKey } from './list-sales-channels';

export const updateSalesChannel = (id: string, input: SalesChannelUpdateInput) =>
  updateOne<SalesChannel>('/sales-channels', id, input);

export function useUpdateSalesChannel(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SalesChannelUpdateInput) => updateSalesChannel(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesChannelsQueryKey }),
  });
}
