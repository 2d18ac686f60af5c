import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PictureKind } from '@encore/shared/account/account.schema';
import type { User } from '@encore/shared/users/user.schema';
import { api } from '@/lib/api-client';
import { syncSessionUser } from '../lib/sync-session-user';
import { accountQueryKey } from './get-account';

/** Stores the picture and sets it on the account in one call (`PUT /account/pictures/:kind`). */
export async function uploadAccountPicture({ kind, file }: { kind: PictureKind; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return (await api.request<{ data: User }>(`/account/pictures/${kind}`, { method: 'PUT', body })).data;
}

export function useUploadAccountPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAccountPicture,
    onSuccess: (user) => {
      client.setQueryData(accountQueryKey, user);
      syncSessionUser(user);
    },
  });
}
