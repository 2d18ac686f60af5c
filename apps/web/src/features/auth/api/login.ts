import type { LoginInput, LoginResponse } from '@encore/shared/auth/auth.schema';
import { api } from '@/lib/api-client';
import { loadAbility } from '@/lib/ability';
import { sessionStore } from '@/lib/session/session-store';

/** Signs in; CASL (for the user's ability) downloads while the server checks the password. */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const [answer] = await Promise.all([
    api.post<{ data: LoginResponse }>('/auth/login', input),
    loadAbility(),
  ]);
  return answer.data;
}

/** Signs in and stores the session (tokens + user). No query cache: the login screen loads without it. */
export async function signIn(input: LoginInput): Promise<LoginResponse> {
  const data = await login(input);
  sessionStore.setTokens(data.token, data.refreshToken);
  sessionStore.setUser(data.user);
  return data;
}
