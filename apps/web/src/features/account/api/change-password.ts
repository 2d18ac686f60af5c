import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@encore/shared/account/account.schema';
import type { TokenPair } from '@encore/shared/auth/auth.schema';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

export const changePassword = async (input: ChangePasswordInput) =>
  (await api.post<{ data: TokenPair }>('/account/password', input)).data;

/**
 * The server signs every session out, this one included, and answers a fresh pair: storing it at once
 * keeps this tab signed in while the others land on the login screen at their next call.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, refreshToken }) => sessionStore.setTokens(token, refreshToken),
  });
}
