import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@encore/shared/business/business.schema';
import { api } from '@/lib/api-client';

export const getBusiness = async () => (await api.get<{ data: Business }>('/business')).data;

export const businessQueryKey = ['business'] as const;

export const businessQueryOptions = () => queryOptions({ queryKey: businessQueryKey, queryFn: getBusiness });

export const useBusiness = () => useQuery(businessQueryOptions());
