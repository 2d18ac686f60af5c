import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The link of the notice sent to the previous address: restores it and ends every session. */
export async function undoEmailChange(input: { token: string }): Promise<void> {
  await api.post('/auth/undo-email-change', input);
}

export const useUndoEmailChange = () => useMutation({ mutationFn: undoEmailChange });
