import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function requestPassword(email: string): Promise<void> {
  await api.post('/auth/request-password', { email });
}

export const useRequestPassword = () => useMutation({ mutationFn: requestPassword });
