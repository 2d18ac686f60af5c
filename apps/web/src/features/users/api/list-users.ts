import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { User } from '@encore/shared/users/user.schema';
import { listQueryString, type ListParams } from '@/components/resource/resource-api';
import { api } from '@/lib/api-client';

/** The users list's own filters, on top of paging, search and sort. */
export interface UserFilters {
  /** A role name, or 'none' for accounts without a role (signed-up ones). */
  role?: string;
  status?: 'activated' | 'deactivated';
  ownedOnly?: boolean;
  createdByMe?: boolean;
}

export type UserListParams = ListParams & UserFilters;

export function userListQueryString({ role, status, ownedOnly, createdByMe, ...list }: UserListParams) {
  const qs = new URLSearchParams(listQueryString(list));
  if (role) qs.set('role', role);
  if (status) qs.set('status', status);
  // Absent means "everyone": the API only reads 'true' as a filter.
  if (ownedOnly) qs.set('ownedOnly', 'true');
  if (createdByMe) qs.set('createdByMe', 'true');
  return qs.toString();
}

export const listUsers = (params: UserListParams) =>
  api.get<ListResponse<User>>(`/users?${userListQueryString(params)}`);

export const usersQueryKey = ['users'] as const;

export const listUsersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(listUsersQueryOptions(params));
