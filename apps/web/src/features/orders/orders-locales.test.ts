import { describe, expect, it } from 'vitest';
import { orderMessages } from '@encore/shared/orders/order.schema';
import frBoxOffice from '@/locales/fr/box-office.json';
import enBoxOffice from '@/locales/en/box-office.json';
import frOrders from '@/locales/fr/orders.json';
import enOrders from '@/locales/en/orders.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('box office and orders translations', () => {
  it('has the same keys in French and English', () => {
    expect(keys(frBoxOffice).sort()).toEqual(keys(enBoxOffice).sort());
    expect(keys(frOrders).sort()).toEqual(keys(enOrders).sort());
  });

  it("keeps the spec's English messages word for word", () => {
    expect(enBoxOffice.validate.success).toBe(orderMessages.validated);
    expect(enBoxOffice.validate.failed).toBe(orderMessages.validationFailed);
    expect(enOrders.approvals.given).toEqual({
      show_manager: orderMessages.acceptedByShowManager,
      producer: orderMessages.acceptedByProducer,
    });
    expect(enOrders.items.cancelFailed).toBe(orderMessages.cancelItemFailed);
    expect(enOrders.detail.loadFailed).toBe(orderMessages.loadFailed);
  });
});
