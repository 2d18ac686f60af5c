import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatCategories } from '@encore/shared/pricings/seat-categories.schema';
import { api } from '@/lib/api-client';
import { pricingQueryKey, pricingsQueryKey } from './pricing-keys';
import { seatCategoriesQueryKey } from './get-seat-categories';

/** Replaces the whole mapping (seat or GA area id -> category id); seats left out are unassigned. */
export const saveSeatCategories = async (pricingId: string, seats: Record<string, string>) =>
  (
    await api.request<{ data: SeatCategories }>(`/pricings/${pricingId}/seat-categories`, {
      method: 'PUT',
      body: { seats },
    })
  ).data;

export function useSaveSeatCategories(pricingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seats: Record<string, string>) => saveSeatCategories(pricingId, seats),
    onSuccess: (saved) => {
      client.setQueryData(seatCategoriesQueryKey(pricingId), saved);
      // The categories' seat counts changed: refresh the pricing (not the mapping just stored).
      void client.invalidateQueries({ queryKey: pricingQueryKey(pricingId), exact: true });
      void client.invalidateQueries({ queryKey: [...pricingsQueryKey, 'list'] });
    },
  });
}
