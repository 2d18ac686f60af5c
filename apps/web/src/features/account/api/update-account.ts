import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdateInput } from '@encore/shared/account/account.schema';
import type { User } from '@encore/shared/users/user.schema';
import { api } from '@/lib/api-client';
import { syncSessionUser } from '../lib/sync-session-user';
import { accountQueryKey } from './get-account';

export const updateAccount = async (input: AccountUpdateInput) =>
  (await api.patch<{ data: User }>('/account', input)).data;

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      client.setQueryData(accountQueryKey, user);
      syncSessionUser(user);
    },
  });
}
