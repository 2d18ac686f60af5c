import { describe, expect, it } from 'vitest';
import type { Order } from '@encore/shared/orders/order.schema';
import { initialRefund, originalMethod, owedFor, refundProblem, refundRequest } from './refund';

const item = (id: string, status = 'sold') => ({
  id,
  status,
  quantity: 1,
  unitPriceCents: 4500,
  unitFeeCents: 150,
});
const order = {
  items: [item('a'), item('b'), item('c', 'cancelled')],
  payments: [
    { method: 'cash', amountCents: 3950 },
    { method: 'card', amountCents: 10000 },
  ],
  paidCents: 13950,
  refundedCents: 4650,
} as unknown as Order;

describe('a cancellation’s refund (issue 23)', () => {
  it('owes what the items were paid, fees included, at most paid minus refunded, by the largest payment', () => {
    expect(originalMethod(order)).toBe('card');
    expect(owedFor(order, [order.items[0]!])).toBe(4650);
    expect(owedFor(order)).toBe(9300);
    expect(owedFor({ ...order, refundedCents: 10000 })).toBe(3950);
    expect(owedFor({ ...order, paidCents: 0, refundedCents: 0, payments: [] })).toBe(0);
  });

  it('sends nothing for the default, and a reason for another method', () => {
    const state = initialRefund(order, 4650);
    expect(state).toEqual({ method: 'card', amount: '46.50', reason: '' });
    expect(refundRequest(state, order, 4650)).toBeUndefined();
    const cash = { ...state, method: 'cash' as const, amount: '20' };
    expect(refundProblem(cash, order, 4650)).toBe('reason');
    expect(refundProblem({ ...cash, reason: 'TPE en panne' }, order, 4650)).toBeNull();
    expect(refundRequest({ ...cash, reason: 'TPE en panne' }, order, 4650)).toEqual({
      method: 'cash',
      amountCents: 2000,
      reason: 'TPE en panne',
    });
    expect(refundProblem({ ...state, amount: '50' }, order, 4650)).toBe('tooHigh');
  });
});
