export const boxOfficeQueryKey = ['box-office'] as const;
export const cartQueryKey = (cartId: string) => [...boxOfficeQueryKey, 'cart', cartId] as const;
export const availabilityQueryKey = (eventId: string) =>
  [...boxOfficeQueryKey, 'availability', eventId] as const;
