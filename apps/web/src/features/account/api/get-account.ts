import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@encore/shared/users/user.schema';
import { api } from '@/lib/api-client';

export const getAccount = async () => (await api.get<{ data: User }>('/account')).data;

export const accountQueryKey = ['account'] as const;

export const accountQueryOptions = () => queryOptions({ queryKey: accountQueryKey, queryFn: getAccount });

export const useAccount = () => useQuery(accountQueryOptions());
