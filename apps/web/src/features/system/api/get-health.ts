import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@encore/shared/auth/auth.schema';
import { api, ApiError } from '@/lib/api-client';

/** The health answer, or null when the API itself does not answer. A 503 still carries the body. */
export async function getHealth(): Promise<Health | null> {
  try {
    return (await api.get<{ data: Health }>('/health')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      return { status: 'degraded', version: '?', database: { status: 'down', kind: 'pglite' } };
    }
    return null;
  }
}

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['health'], queryFn: getHealth, staleTime: 0 });
export const useHealth = () => useQuery(healthQueryOptions());
