import type { Action } from '@encore/shared/auth/permissions';
import { orders } from '../../db/schema';
import { abilityWhere, type FieldMap } from '../../lib/ability-where';
import { notFound } from '../../lib/errors';
import { assertReach } from '../../lib/object-access';
import type { SessionContext } from '../../plugins/auth';

export const orderNotFound = () => notFound('Order not found');

/** The fields Order rule conditions may name (a producer's rules say `{ producerId }`). */
export const orderFields: FieldMap = {
  producerId: orders.producerId,
  showId: orders.showId,
  salesChannelId: orders.salesChannelId,
  createdBy: orders.createdBy,
  status: orders.status,
};

/** The WHERE limiting `GET /api/orders` to the orders the session reads (undefined: all of them). */
export const readableOrders = (session: SessionContext) =>
  abilityWhere(session.ability, 'read', 'Order', orderFields);

export interface OrderFacts {
  producerId: string | null;
  showId: string | null;
  salesChannelId: string;
  createdBy: string | null;
  status: string;
}

/**
 * An order the session cannot read answers 404 like a missing one; one it reads but may not act on, 403.
 * Only the fields rules may name are passed, as the list's WHERE sees them.
 */
export function assertOrder(session: SessionContext, action: Action, order: OrderFacts): void {
  const { producerId, showId, salesChannelId, createdBy, status } = order;
  const facts = { producerId, showId, salesChannelId, createdBy, status };
  assertReach(session.ability, action, 'Order', facts, orderNotFound);
}
