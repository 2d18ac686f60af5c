/** Every inbox query lives under this key: a change of the user's notifications refetches them all. */
export const inboxQueryKey = ['inbox'] as const;
export const unreadCountQueryKey = [...inboxQueryKey, 'unread'] as const;
