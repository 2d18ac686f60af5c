import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { pricingsQueryKey } from './pricing-keys';

export const deletePricing = (id: string) => deleteOne('/pricings', id);

export function useDeletePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePricing,
    onSuccess: () => client.invalidateQueries({ queryKey: pricingsQueryKey }),
  });
}
