import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import { api } from '@/lib/api-client';

/** `GET /api/dashboard`: the signed-in user's own figures. Sales move it: refreshed every minute. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: async () => (await api.get<{ data: Dashboard }>('/dashboard')).data,
    refetchInterval: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
