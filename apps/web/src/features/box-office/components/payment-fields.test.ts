import { describe, expect, it } from 'vitest';
import { changeDue, initialPayment, leftToSplit, paymentRequest } from './payment-fields';

describe('the validation’s payment request (issue 23)', () => {
  it('sends the shorthand for one payment, cash tendered as one payment with its change', () => {
    expect(paymentRequest({ ...initialPayment, method: 'card' }, 5300)).toEqual({ paymentMethod: 'card' });
    const cash = { ...initialPayment, method: 'cash' as const, tendered: '60' };
    expect(paymentRequest(cash, 5300)).toEqual({
      payments: [{ method: 'cash', amountCents: 5300, tenderedCents: 6000 }],
    });
    expect(changeDue(cash, 5300)).toBe(700);
    expect(changeDue({ ...cash, tendered: '50' }, 5300)).toBeNull();
  });

  it('sends split lines, cash with its tendered, and says what is left to allocate', () => {
    const split = {
      ...initialPayment,
      split: true,
      lines: [
        { method: 'cash' as const, amount: '20', tendered: '50' },
        { method: 'card' as const, amount: '30,00', tendered: '' },
      ],
    };
    expect(paymentRequest(split, 5300)).toEqual({
      payments: [
        { method: 'cash', amountCents: 2000, tenderedCents: 5000 },
        { method: 'card', amountCents: 3000 },
      ],
    });
    expect(leftToSplit(split, 5300)).toBe(300);
    expect(changeDue(split, 5300)).toBe(3000);
  });

  it('makes "free" an invitation with its reason', () => {
    expect(paymentRequest({ ...initialPayment, method: 'free', invitationReason: 'press' }, 5300)).toEqual({
      paymentMethod: 'free',
      invitationReason: 'press',
    });
  });
});
