import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inboxQueryKey } from '@/lib/inbox/inbox-keys';

/** `POST /api/account/notifications/{id}/read`. */
export const markRead = (id: string) => api.post(`/account/notifications/${id}/read`, {});
/** `POST /api/account/notifications/read-all`. */
export const markAllRead = () => api.post('/account/notifications/read-all', {});

const useInboxWrite = <V>(send: (variables: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: inboxQueryKey }),
  });
};

export const useMarkRead = () => useInboxWrite(markRead);
export const useMarkAllRead = () => useInboxWrite(markAllRead);
