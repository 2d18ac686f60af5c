import { describe, expect, it } from 'vitest';
import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from '@encore/shared/auth/permissions';
import type { Order } from '@encore/shared/orders/order.schema';
import { orderPermissions } from './order-permissions';

// A show manager who may also approve as producer: only who the people are decides what is offered.
const ability = createMongoAbility([
  { action: 'approve_as_manager', subject: 'Order' },
  { action: 'approve_as_producer', subject: 'Order' },
  { action: 'update', subject: 'Order' },
]) as unknown as AppAbility;

const pendingOrder = (approvals: Order['approvals'] = [], validatedBy = 'seller') =>
  ({ id: 'o1', status: 'pending_approval', createdBy: 'seller', validatedBy, approvals }) as unknown as Order;
const managerApproval = {
  as: 'show_manager',
  userId: 'manager',
  userName: 'M',
  at: '2026-11-27T10:00:00Z',
} as const;

describe('approve buttons follow the two-people rule the API enforces', () => {
  it('offers both approvals to someone who neither sold the order nor approved it', () => {
    const allowed = orderPermissions(ability, pendingOrder(), 'manager');
    expect(allowed.approveAsManager).toBe(true);
    expect(allowed.approveAsProducer).toBe(true);
  });

  it("offers none to the order's seller (E03015), who may still cancel it", () => {
    const allowed = orderPermissions(ability, pendingOrder(), 'seller');
    expect(allowed.approveAsManager).toBe(false);
    expect(allowed.approveAsProducer).toBe(false);
    expect(allowed.cancel).toBe(true);
  });

  it('offers the other approval only to a second person (E03016)', () => {
    const order = pendingOrder([managerApproval]);
    expect(orderPermissions(ability, order, 'manager').approveAsProducer).toBe(false);
    expect(orderPermissions(ability, order, 'producer').approveAsProducer).toBe(true);
    expect(orderPermissions(ability, order, 'producer').approveAsManager).toBe(false);
  });

  it('offers none to whoever validated the cart of another seller (E03015), and says why', () => {
    const allowed = orderPermissions(ability, pendingOrder([], 'admin'), 'admin');
    expect(allowed.approveAsManager).toBe(false);
    expect(allowed.approveAsProducer).toBe(false);
    expect(allowed.approvalRefused).toBe('seller');
  });

  it('says why the approval is refused only when the role would have offered one', () => {
    expect(orderPermissions(ability, pendingOrder(), 'manager').approvalRefused).toBeNull();
    expect(orderPermissions(ability, pendingOrder([managerApproval]), 'manager').approvalRefused).toBe(
      'sameApprover',
    );
    const seller = createMongoAbility([{ action: 'update', subject: 'Order' }]) as unknown as AppAbility;
    expect(orderPermissions(seller, pendingOrder(), 'seller').approvalRefused).toBeNull();
    const confirmed = { ...pendingOrder(), status: 'confirmed' } as Order;
    expect(orderPermissions(ability, confirmed, 'seller').approvalRefused).toBeNull();
  });
});
