/**
 * Test-only: with the inventory guard off (config.testHooks.inventoryGuard: false), the naive validation
 * pauses between its hold check and its write; `afterCheck` replaces the default 500 ms so a negative
 * control can wait until the lapsed seat was sold to someone else. Never set in production.
 */
export const cartGuards: { afterCheck?: (cartId: string) => Promise<unknown> } = {};
