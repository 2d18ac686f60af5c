import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdateInput } from '@encore/shared/users/user.schema';
import { updateOne } from '@/components/resource/resource-api';
import { usersQueryKey } from './list-users';

export const updateUser = (id: string, input: UserUpdateInput) => updateOne<User>('/users', id, input);

export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UserUpdateInput) => updateUser(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
