import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business, BusinessUpdateInput } from '@encore/shared/business/business.schema';
import { api } from '@/lib/api-client';
import { businessQueryKey } from './get-business';

export const updateBusiness = async (input: BusinessUpdateInput) =>
  (await api.put<{ data: Business }>('/business', input)).data;

export function useUpdateBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (business) => client.setQueryData(businessQueryKey, business),
  });
}
