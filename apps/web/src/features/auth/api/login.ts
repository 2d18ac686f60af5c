import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@encore/shared/auth/auth.schema';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

export async function login(input: LoginInput): Promise<LoginResponse> {
  return (await api.post<{ data: LoginResponse }>('/auth/login', input)).data;
}

/** Signs in and stores the session (tokens + user). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      sessionStore.setTokens(data.token, data.refreshToken);
      sessionStore.setUser(data.user);
    },
  });
}
