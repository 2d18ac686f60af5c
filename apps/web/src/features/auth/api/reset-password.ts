import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await api.post('/auth/reset-password', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
