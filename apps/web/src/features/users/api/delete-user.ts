import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { usersQueryKey } from './list-users';

export const deleteUser = (id: string) => deleteOne('/users', id);

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
