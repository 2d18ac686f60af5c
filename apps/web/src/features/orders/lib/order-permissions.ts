import { subject } from '@casl/ability';
import type { AppAbility } from '@encore/shared/auth/permissions';
import type { Order } from '@encore/shared/orders/order.schema';

/** Why the signed-in user gives no approval the role would let them give: the API's two-people rule. */
export type ApprovalRefusal = 'seller' | 'sameApprover';

/**
 * What the signed-in user may do with this order, by the same rules the API checks (ownership conditions
 * such as a producer's `producerId` included). The API decides anyway; this only hides what would fail:
 * the order's seller (who created or validated it) never approves it (E03015), and whoever gave one
 * approval does not give the other (E03016), so `userId` (the signed-in user) sees no approve button the
 * API would refuse; `approvalRefused` says why when their role alone would have offered one.
 */
export function orderPermissions(ability: AppAbility, order: Order, userId: string | null) {
  const target = subject('Order', { ...order });
  const given = (as: string) => order.approvals.some((a) => a.as === as);
  const pending = order.status === 'pending_approval';
  const byRole = {
    manager: pending && !given('show_manager') && ability.can('approve_as_manager', target),
    producer: pending && !given('producer') && ability.can('approve_as_producer', target),
  };
  const refusal: ApprovalRefusal | null =
    userId !== null && (order.createdBy === userId || order.validatedBy === userId)
      ? 'seller'
      : order.approvals.some((a) => a.userId === userId)
        ? 'sameApprover'
        : null;
  const approvable = userId !== null && refusal === null;
  const live = order.status === 'pending_approval' || order.status === 'confirmed';
  const canChange = ability.can('update', target);
  return {
    approveAsManager: approvable && byRole.manager,
    approveAsProducer: approvable && byRole.producer,
    approvalRefused: byRole.manager || byRole.producer ? refusal : null,
    cancel: canChange && live,
    cancelItem: canChange && live,
    /** An open cart: resumed or released by its seller at the box office, taken over by another seller. */
    cart:
      order.status === 'cart' &&
      ability.can('update', subject('Cart', { ...order })) &&
      ability.can('view', 'BoxOffice'),
  };
}
