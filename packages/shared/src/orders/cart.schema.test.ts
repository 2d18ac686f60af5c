import { describe, expect, it } from 'vitest';
import { addCartItemsSchema, hasCustomerInfo, validateOrderSchema } from './cart.schema';

const eventId = '3f1c2a1e-8a1f-4c55-9a57-0c2b8a6f4d11';
const priceLevelId = '6b0f7a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c';

describe('cart contract', () => {
  it('takes either the seats form or the general-admission form, not a mix', () => {
    expect(addCartItemsSchema.safeParse({ eventId, priceLevelId, seatIds: ['s1', 's2'] }).success).toBe(true);
    expect(
      addCartItemsSchema.safeParse({ eventId, priceLevelId, gaAreaId: 'fosse', quantity: 4 }).success,
    ).toBe(true);
    expect(
      addCartItemsSchema.safeParse({ eventId, priceLevelId, seatIds: ['s1'], gaAreaId: 'f', quantity: 1 })
        .success,
    ).toBe(false);
    expect(addCartItemsSchema.safeParse({ eventId, priceLevelId, seatIds: ['s1', 's1'] }).success).toBe(
      false,
    );
    expect(addCartItemsSchema.safeParse({ eventId, priceLevelId, gaAreaId: 'f', quantity: 0 }).success).toBe(
      false,
    );
  });

  it('needs a name and an e-mail or a phone to validate', () => {
    expect(hasCustomerInfo({ name: 'Ada', email: 'ada@example.com' })).toBe(true);
    expect(hasCustomerInfo({ name: 'Ada', phone: '06 12 34 56 78' })).toBe(true);
    expect(hasCustomerInfo({ name: 'Ada', email: ' ', phone: '' })).toBe(false);
    expect(hasCustomerInfo({ name: '  ', email: 'ada@example.com' })).toBe(false);
  });

  it('parses the validate body with French as the default language', () => {
    const parsed = validateOrderSchema.parse({
      customer: { name: 'Ada', phone: '0612' },
      paymentMethod: 'card',
    });
    expect(parsed.customer.language).toBe('fr');
    expect(validateOrderSchema.safeParse({ customer: { name: 'A' }, paymentMethod: 'bitcoin' }).success).toBe(
      false,
    );
    expect(
      validateOrderSchema.safeParse({ customer: { name: 'A', email: 'nope' }, paymentMethod: 'cash' })
        .success,
    ).toBe(false);
  });
});
