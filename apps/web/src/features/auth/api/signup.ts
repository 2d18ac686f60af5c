import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SignupInput } from '@encore/shared/auth/auth.schema';
import { api } from '@/lib/api-client';

export async function signup(input: SignupInput): Promise<SessionUser> {
  return (await api.post<{ data: { user: SessionUser } }>('/auth/signup', input)).data.user;
}

export const useSignup = () => useMutation({ mutationFn: signup });
