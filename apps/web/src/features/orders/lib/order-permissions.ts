import { subject } from '@casl/ability';
import type { AppAbility } from '@encore/shared/auth/permissions';
import type { Order } from '@encore/shared/orders/order.schema';

/**
 * What the signed-in user may do with this order, by the same rules the API checks (ownership conditions
 * such as a producer's `producerId` included). The API decides anyway; this only hides what would fail:
 * the order's seller never approves it (E03015), and whoever gave one approval does not give the other
 * (E03016), so `userId` (the signed-in user) sees no approve button the API would refuse.
 */
export function orderPermissions(ability: AppAbility, order: Order, userId: string | null) {
  const target = subject('Order', { ...order });
  const twoOtherPeople =
    userId !== null && order.createdBy !== userId && !order.approvals.some((a) => a.userId === userId);
  const approvable = order.status === 'pending_approval' && twoOtherPeople;
  const live = order.status === 'pending_approval' || order.status === 'confirmed';
  const given = (as: string) => order.approvals.some((a) => a.as === as);
  const canChange = ability.can('update', target);
  return {
    approveAsManager: approvable && !given('show_manager') && ability.can('approve_as_manager', target),
    approveAsProducer: approvable && !given('producer') && ability.can('approve_as_producer', target),
    cancel: canChange && live,
    cancelItem: canChange && live,
    /** An open cart: resumed or released by its seller at the box office, taken over by another seller. */
    cart:
      order.status === 'cart' &&
      ability.can('update', subject('Cart', { ...order })) &&
      ability.can('view', 'BoxOffice'),
  };
}
