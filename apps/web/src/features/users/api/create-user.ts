import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserCreateInput } from '@encore/shared/users/user.schema';
import { createOne } from '@/components/resource/resource-api';
import { usersQueryKey } from './list-users';

export const createUser = (input: UserCreateInput) => createOne<User>('/users', input);

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
