import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@encore/shared/users/user.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { usersQueryKey } from './list-users';

export const getUser = (id: string) => fetchOne<User>('/users', id);

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...usersQueryKey, 'detail', id], queryFn: () => getUser(id) });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
