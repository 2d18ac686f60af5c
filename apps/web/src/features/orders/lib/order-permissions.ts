import { subject } from '@casl/ability';
import type { AppAbility } from '@encore/shared/auth/permissions';
import type { Order } from '@encore/shared/orders/order.schema';

/**
 * What the signed-in user may do with this order, by the same rules the API checks (ownership conditions
 * such as a producer's `producerId` included). The API decides anyway; this only hides what would fail.
 */
export function orderPermissions(ability: AppAbility, order: Order) {
  const target = subject('Order', { ...order });
  const pending = order.status === 'pending_approval';
  const given = (as: string) => order.approvals.some((a) => a.as === as);
  const canChange = ability.can('update', target);
  return {
    approveAsManager: pending && !given('show_manager') && ability.can('approve_as_manager', target),
    approveAsProducer: pending && !given('producer') && ability.can('approve_as_producer', target),
    cancel: canChange && (pending || order.status === 'confirmed'),
    cancelItem: canChange && (pending || order.status === 'confirmed'),
    /** An open cart: resumed or released by its seller at the box office, taken over by another seller. */
    cart:
      order.status === 'cart' &&
      ability.can('update', subject('Cart', { ...order })) &&
      ability.can('view', 'BoxOffice'),
  };
}
