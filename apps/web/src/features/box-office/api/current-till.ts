import { useQuery } from '@tanstack/react-query';
import { tillApi } from '@encore/shared/tills/till-api';
import type { TillSession } from '@encore/shared/tills/till.schema';
import { api, ApiError } from '@/lib/api-client';

/**
 * The seller's open till session (issue 23: cash is taken in it, 409 E04001 without), or null when it has
 * none (the API answers 404). The till screen's key: opening or closing there refreshes it here.
 */
export const currentTillQueryKey = ['tills', 'current'] as const;

export function useCurrentTill(enabled: boolean) {
  return useQuery({
    queryKey: currentTillQueryKey,
    enabled,
    queryFn: async () => {
      try {
        return (await api.get<{ data: TillSession }>(tillApi.current().replace(/^\/api/, ''))).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
