/**
 * Test-only switch for the concurrency tests' negative controls. With `unguarded`, order transitions
 * read the order without locking it and move its items whatever their status, after `afterRead` (a
 * pause that widens the race window): the same test then sees a seat sold twice. Never set in production.
 */
export const orderGuards: {
  unguarded: boolean;
  afterRead?: (step: OrderStep, orderId: string) => Promise<void> | undefined;
} = { unguarded: false };

export type OrderStep = 'approve' | 'cancel' | 'cancel_item';
