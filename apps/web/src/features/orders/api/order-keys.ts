/** Under one key: a validation at the box office refreshes the lists and the details alike. */
export const ordersQueryKey = ['orders'] as const;
export const orderQueryKey = (orderId: string) => [...ordersQueryKey, 'detail', orderId] as const;
