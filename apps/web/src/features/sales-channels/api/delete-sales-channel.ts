import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { salesChannelsQueryKey } from './list-sales-channels';

export const deleteSalesChannel = (id: string) => deleteOne('/sales-channels', id);

export function useDeleteSalesChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSalesChannel,
    onSuccess: () => client.invalidateQueries({ queryKey: salesChannelsQueryKey }),
  });
}
